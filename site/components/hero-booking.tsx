import { useState } from "react";
import { enquiryMessages } from "#messages/enquiry";
import { bookingPanelCopy } from "#messages/kit-booking-panel";
import { fieldCopy } from "#messages/kit-field";
import { bookingPanelFields } from "../../data/domain/enquiry";
import { enquiryPostPath } from "../../data/domain/enquiry-paths";
import { BookingPanel, emptyBookingValues, type BookingValues } from "../../ui/booking-panel";
import { useEnquiryDraft } from "../../ui/enquiry-drafts";
import { locale } from "../i18n/current-locale";
import { withKitCopy } from "./with-kit-copy";

/**
 * The home page's floating Book Now panel, wired to the enquiry service, with what the visitor
 * types kept as a draft until it is sent.
 */
export const HeroBooking = withKitCopy(
  { ...bookingPanelCopy, ...fieldCopy },
  function HeroBooking() {
    const [open, setOpen] = useState(false);
    const [sent, setSent] = useState(false);
    const draft = useEnquiryDraft<BookingValues>("hero-booking", emptyBookingValues);

    const submit = async (values: BookingValues) => {
      try {
        const { submitHeroBooking } = await import("../services/enquiries");
        await submitHeroBooking(
          {
            firstName: values.firstName,
            email: values.email,
            phone: values.phone,
            message: values.message,
            answer: values.sum,
          },
          { documentId: draft.documentId },
        );
      } catch (error) {
        console.error("The booking enquiry could not be sent.", error);
        throw error;
      }
      draft.clear();
      setOpen(false);
      setSent(true);
    };

    return (
      <>
        <BookingPanel
          id="booking-panel"
          fields={bookingPanelFields}
          action={enquiryPostPath}
          hiddenFields={{ formType: "hero_booking", locale, documentId: draft.documentId }}
          open={open}
          onOpenChange={(next) => {
            setOpen(next);
            if (next) setSent(false);
          }}
          values={draft.values}
          onValuesChange={draft.setValues}
          onSubmit={submit}
        />
        <div
          role="status"
          className="pointer-events-none fixed right-4 bottom-20 z-40 w-[min(22rem,calc(100vw-2rem))] sm:right-6 sm:bottom-24"
        >
          {sent ? (
            <p className="rounded-lg bg-secondary px-4 py-3 text-sm font-medium text-secondary-foreground shadow-lifted motion-safe:animate-slide-up">
              {enquiryMessages.heroBookingSuccess}
            </p>
          ) : null}
        </div>
      </>
    );
  },
);
