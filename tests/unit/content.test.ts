import { existsSync, readdirSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { destinations } from "../../data/content/destinations";
import { faqItems } from "../../data/content/faq";
import { galleryImages } from "../../data/content/gallery";
import { packageCards } from "../../data/content/featured-tours";
import { heroPhotos } from "../../data/content/hero";
import { imageNames, type CatalogImageName } from "../../data/content/image-catalog";
import { partners } from "../../data/content/partners";
import { services } from "../../data/content/services";
import { siteConfig } from "../../data/content/site-config";
import { travelTips } from "../../data/content/tips";
import { rawTourPhotoList } from "../../data/content/tour-photos";
import {
  destinationsWithCounts,
  homeDestinations,
  toursVisiting,
} from "../../data/content/package-cards";
import { findTourById, findTourBySlug, tours } from "../../data/content/tour-set";
import { slugify } from "../../data/domain/tour-rules";

const root = path.resolve(import.meta.dirname, "../..");
const publicDir = path.join(root, "public");
const photoExtensions = [".jpg", ".jpeg", ".png", ".webp", ".avif"];

/** Every image name the content uses, with where it is used. */
function usedImages(): Array<[string, string]> {
  return [
    ...tours.flatMap((tour) => [
      [tour.coverImage, `tour ${tour.slug} cover`] as [string, string],
      ...tour.images.map((image) => [image, `tour ${tour.slug}`] as [string, string]),
    ]),
    ...destinations.map((d) => [d.image, `destination ${d.slug}`] as [string, string]),
    ...galleryImages.map((g) => [g.src, `gallery ${g.id}`] as [string, string]),
    ...heroPhotos.map((h) => [h.image, "hero"] as [string, string]),
    ...rawTourPhotoList.map((name) => [name, "raw tour photo list"] as [string, string]),
  ];
}

describe("the content agrees with itself", () => {
  it("has the seven current tours first, then the twelve of the earlier list", () => {
    expect(tours.slice(0, 7).map((tour) => tour.id)).toEqual([
      "luxury-7-days",
      "midrange-7-days",
      "luxury-4-days",
      "iconic-6-days",
      "exquisite-luxury-flight",
      "kenya-tanzania-11-days",
      "golden-circuit-9-days",
    ]);
    expect(tours.filter((tour) => tour.origin === "raw")).toHaveLength(12);
  });

  it("gives every tour a unique slug and id that follow the slug rule", () => {
    const slugs = tours.map((tour) => tour.slug);
    expect(new Set(slugs).size).toBe(slugs.length);
    expect(new Set(tours.map((tour) => tour.id)).size).toBe(tours.length);
    for (const tour of tours) {
      expect(tour.slug).toBe(slugify(tour.title));
      expect(findTourBySlug(tour.slug)).toBe(tour);
    }
  });

  it("writes every day of every tour in full, numbered in order", () => {
    for (const tour of tours) {
      expect(tour.days.length, tour.slug).toBeGreaterThanOrEqual(2);
      tour.days.forEach((day, index) => {
        expect(day.dayNumber, `${tour.slug} day ${index + 1}`).toBe(index + 1);
        expect(day.description.length, `${tour.slug} day ${index + 1}`).toBeGreaterThan(80);
        expect(day.description, `${tour.slug} day ${index + 1}`).not.toMatch(
          /Accommodation:|Meal Plan:|Cost:/,
        );
      });
    }
  });

  it("carries the published costs of the current tours", () => {
    const costs = Object.fromEntries(tours.slice(0, 7).map((tour) => [tour.id, tour.costs]));
    expect(costs).toEqual({
      "luxury-7-days": { solo: "$5405", forTwo: "$7034", perPersonForTwo: "$3517" },
      "midrange-7-days": { solo: "$4234", forTwo: "$5740", perPersonForTwo: "$2870" },
      "luxury-4-days": { solo: "$4121", forTwo: "$5712", perPersonForTwo: "$2856" },
      "iconic-6-days": { solo: "$3875", forTwo: "$5112", perPersonForTwo: "$2556" },
      "exquisite-luxury-flight": { solo: null, forTwo: "$24364", perPersonForTwo: "$12182" },
      "kenya-tanzania-11-days": { solo: null, forTwo: "$11010", perPersonForTwo: "$5505" },
      "golden-circuit-9-days": { solo: null, forTwo: "$9100", perPersonForTwo: "$4550" },
    });
  });

  it("carries the older tours' prices", () => {
    const older = tours
      .filter((tour) => tour.origin === "raw")
      .map(({ days, costs }) => [days.length, costs.solo, costs.forTwo, costs.perPersonForTwo]);
    expect(older).toEqual([
      [11, null, "$11230", "$5615"],
      [2, "$607", "$762", null],
      [3, "$1610", "$2040", null],
      [4, "$2132", "$2628", null],
      [5, "$3185", "$4175", null],
      [6, "$3955", "$5292", null],
      [7, null, "$24544", "$12272"],
      [7, "$5515", "$7254", null],
      [7, "$4344", "$5960", null],
      [8, null, null, null],
      [8, null, null, null],
      [9, null, null, null],
    ]);
  });

  it("gives each day of the earlier list its lodge and meal plan", () => {
    const days = Object.fromEntries(
      tours
        .filter((tour) => tour.origin === "raw")
        .map((tour) => [tour.id, tour.days.map((day) => `${day.accommodation} / ${day.mealPlan}`)]),
    );
    expect(days).toEqual({
      "11-day-kenya-to-tanzania-overland-safari": [
        "Mara Sopa Lodge / Full Board",
        "Mara Sopa Lodge / Full Board",
        "Lake Naivasha Sopa Resort / Full Board",
        "Amboseli Sopa Lodge / Full Board",
        "Amboseli Sopa Lodge / Full Board",
        "Lake Manyara Serena Safari Lodge / Full Board",
        "Serengeti Sopa Lodge / Full Board",
        "Serengeti Sopa Lodge / Full Board",
        "Ngorongoro Sopa Lodge / Full Board",
        "Mount Meru Hotel / Full Board",
        " / Breakfast",
      ],
      "2-day-nairobi-urban-safari-hells-gate-escape": [
        "Lake Naivasha Country Club / Lunch & Dinner",
        " / Breakfast & Lunch",
      ],
      "3-day-rhino-safari-ol-pejeta-samburu": [
        "Sweetwaters Serena Camp / Full Board",
        "Samburu Simba Lodge / Full Board",
        " / Breakfast & Lunch",
      ],
      "4-day-three-lakes-safari-from-lake-baringo-to-lake-naivasha": [
        "Soi Safari Lodge / Full Board",
        "Lake Nakuru Sopa Lodge / Full Board",
        "Lake Naivasha Sopa Resort / Full Board",
        " / Breakfast & Lunch",
      ],
      "5-day-bird-watchers-safari-nairobi-national-park-to-lake-baringo": [
        "Lake Naivasha Sopa Resort / Full Board",
        "Lake Nakuru Lodge / Full Board",
        "Soi Safari Lodge / Full Board",
        "Soi Safari Lodge / Full Board",
        " / Breakfast & Lunch",
      ],
      "6-day-iconic-amboseli-masai-mara-safari": [
        "Amboseli Serena Safari Lodge / Full Board",
        "Amboseli Serena Safari Lodge / Full Board",
        "Sarova Stanley / Breakfast & Lunch",
        "Ashnil Mara Camp / Full Board",
        "Ashnil Mara Camp / Full Board",
        " / Breakfast & Lunch",
      ],
      "7-day-luxury-flight-transfer-safari-samburu-lewa-masai-mara": [
        "Sasaab / All Inclusive",
        "Sasaab / All Inclusive",
        "Lewa Safari Camp / All Inclusive",
        "Lewa Safari Camp / All Inclusive",
        "Mahali Mzuri / All Inclusive",
        "Mahali Mzuri / All Inclusive",
        " / Breakfast & Lunch",
      ],
      "7-day-ultimate-luxury-kenya-safari": [
        "Ashnil Samburu Camp / Full Board",
        "Ashnil Samburu Camp / Full Board",
        "Sweetwaters Serena Camp / Full Board",
        "Sarova Lion Hill Game Lodge / Full Board",
        "Mara Serena Safari Lodge / Full Board",
        "Mara Serena Safari Lodge / Full Board",
        " / Breakfast & Lunch",
      ],
      "7-day-mid-range-kenya-highlights-safari": [
        "Samburu Simba Lodge / Full Board",
        "Samburu Simba Lodge / Full Board",
        "Ol Pejeta Bush Camp / Full Board",
        "Flamingo Hill Tented Camp / Full Board",
        "Keekorok Lodge / Full Board",
        "Keekorok Lodge / Full Board",
        " / Breakfast & Lunch",
      ],
      "8-day-mid-range-safari-amboseli-lake-naivasha-lake-nakuru-masai-mara": [
        "Amboseli Sopa Lodge / Full Board",
        "Amboseli Sopa Lodge / Full Board",
        "Lake Naivasha Country Club / Full Board",
        "Lake Nakuru Lodge / Full Board",
        "Mara Sopa Lodge / Full Board",
        "Mara Sopa Lodge / Full Board",
        "Mara Sopa Lodge / Full Board",
        " / Breakfast & Lunch",
      ],
      "8-day-golden-circuit-samburu-ol-pejeta-the-rift-valley-lakes-masai-mara": [
        "Samburu Sopa Lodge / Full Board",
        "Samburu Sopa Lodge / Full Board",
        "Sweetwaters Serena Camp / Full Board",
        "Lake Nakuru Sopa Lodge / Full Board",
        "Lake Naivasha Sopa Resort / Full Board",
        "Sarova Mara Game Camp / Full Board",
        "Sarova Mara Game Camp / Full Board",
        " / Breakfast & Lunch",
      ],
      "9-day-grand-golden-circuit-samburu-lake-nakuru-masai-mara-amboseli": [
        "Samburu Simba Lodge / Full Board",
        "Samburu Simba Lodge / Full Board",
        "Lake Nakuru Lodge / Full Board",
        "Ashnil Mara Camp / Full Board",
        "Ashnil Mara Camp / Full Board",
        "Lake Naivasha Sopa Resort / Full Board",
        "Ol Tukai Lodge / Full Board",
        "Ol Tukai Lodge / Full Board",
        " / Breakfast & Lunch",
      ],
    });
  });

  it("has six home package cards pointing at real tours with the spec's prices", () => {
    expect(packageCards.map((card) => card.id)).toEqual([1, 2, 4, 5, 6, 7]);
    expect(packageCards.map((card) => card.price)).toEqual([3517, 2870, 2556, 12182, 5505, 4550]);
    for (const card of packageCards) {
      expect(findTourById(card.tourId), card.title).toBeDefined();
      expect(card.perPerson).toBe(true);
    }
  });

  it("counts trips per destination as the home page shows them", () => {
    expect(homeDestinations.map((d) => [d.name, d.tripCount])).toEqual([
      ["Masai Mara", 5],
      ["Amboseli", 4],
      ["Lake Naivasha", 4],
      ["Ol Pejeta", 4],
      ["Samburu", 4],
      ["Lake Nakuru", 4],
    ]);
  });

  it("has at least as many tours visiting each destination as its trip count", () => {
    for (const destination of destinationsWithCounts) {
      expect(destination.slug).toBe(destination.name.toLowerCase().replace(/\s+/g, "-"));
      expect(toursVisiting(destination).length, destination.name).toBeGreaterThanOrEqual(
        destination.tripCount,
      );
    }
  });

  it("names only images in the catalogue, each with a photo or generated artwork", () => {
    const artworkNames = new Set(imageNames);
    for (const [name, where] of usedImages()) {
      expect(artworkNames.has(name as CatalogImageName), `${where}: ${name}`).toBe(true);
    }
  });

  it("has a built image for every catalogue name (npm run images)", () => {
    const built = new Set(readdirSync(path.join(publicDir, "img")));
    for (const name of imageNames) {
      for (const file of [
        `${name}.jpg`,
        `${name}-360.avif`,
        `${name}-480.avif`,
        `${name}-750.avif`,
        `${name}-960.webp`,
        `${name}-1600.avif`,
      ]) {
        expect(built.has(file), file).toBe(true);
      }
    }
  });

  it("lets a real photo in images/ replace only catalogue names", () => {
    const photos = readdirSync(path.join(root, "images")).filter((file) =>
      photoExtensions.includes(path.extname(file).toLowerCase()),
    );
    for (const file of photos) {
      expect(imageNames as readonly string[], file).toContain(
        path.basename(file, path.extname(file)),
      );
    }
  });

  it("has the hero's 29 photos with the two balloon photos", () => {
    expect(heroPhotos).toHaveLength(29);
    expect(
      heroPhotos
        .filter((photo) => photo.balloon)
        .map((photo) => photo.image)
        .sort(),
    ).toEqual(["balloon-mara-sunrise", "balloon-serengeti-dawn"]);
    expect(rawTourPhotoList).toHaveLength(24);
    expect(new Set(rawTourPhotoList).size).toBe(24);
  });

  it("has the gallery in three categories, the 8 FAQ items and 5 partners with logo files", () => {
    expect(new Set(galleryImages.map((image) => image.category))).toEqual(
      new Set(["wildlife", "landscape", "cultural"]),
    );
    expect(new Set(galleryImages.map((image) => image.id)).size).toBe(galleryImages.length);
    expect(faqItems).toHaveLength(8);
    expect(new Set(faqItems.map((item) => item.id)).size).toBe(8);
    expect(partners).toHaveLength(5);
    for (const partner of partners) {
      expect(existsSync(path.join(publicDir, partner.logo)), partner.logo).toBe(true);
      expect(partner.url).toMatch(/^https:\/\//);
    }
    expect(services.some((service) => service.description.includes("Max 6 People"))).toBe(true);
    expect(travelTips.length).toBeGreaterThan(0);
  });

  it("keeps the company facts and both readings of the business hours", () => {
    expect(siteConfig.facts.founded).toBe(2022);
    expect(siteConfig.facts.groupSize).toBe("2-6 People");
    expect(siteConfig.hours.topBar).toBe("Mon - Fri 08:30 AM - 06:00 PM");
    expect(siteConfig.hours.contactPage.map((row) => row.hours)).toEqual([
      "8:00 AM - 6:00 PM",
      "9:00 AM - 4:00 PM",
      "Closed",
    ]);
    expect(siteConfig.hours.structuredData).toEqual([
      {
        dayOfWeek: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"],
        opens: "08:00",
        closes: "18:00",
      },
      { dayOfWeek: ["Saturday"], opens: "09:00", closes: "16:00" },
    ]);
  });
});
