import type { Catalogue } from "../catalogue";
import type { aboutMessages as english } from "../en/about";

export const aboutMessages: Catalogue<typeof english> = {
  eyebrow: "Quiénes somos",
  title: "Safaris organizados por quienes mejor conocen esta tierra",
  story: "Nuestra historia",
  facts: {
    founded: "Fundada en Nairobi",
    groupSize: "Por vehículo privado",
    responseTime: "Para responder a cada consulta",
    responseHours: "{hours} h",
    temperature: "En un día de safari típico",
  },
  missionAndVision: "Misión y visión",
  mission: "Nuestra misión",
  vision: "Nuestra visión",
  valuesEyebrow: "En qué creemos",
  valuesTitle: "Nuestros valores",
  next: {
    title: "¿Te animas a descubrir Kenia con nosotros?",
    text: "Echa un vistazo a nuestros itinerarios o cuéntanos qué viaje tienes en mente.",
    exploreTours: "Ver nuestros safaris",
  },
  meta: {
    title: "Quiénes somos",
    description:
      "Quiénes somos: un operador de safaris de Nairobi fundado en {founded}, con guías kenianos, vehículos privados para grupos de 2 a 6 personas y un compromiso firme con la conservación, la comunidad, la seguridad y la excelencia.",
  },
};
