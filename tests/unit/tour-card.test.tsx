import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";

import type { ImageSource } from "../../ui/image";
import { TourCard, type TourCardData } from "../../ui/tour-card";
import { TourCardDetails, type TourCardDetailsData } from "../../ui/tour-card-details";
import { renderWithKit } from "./kit";

const photo = (name: string): ImageSource => ({
  src: `/img/${name}-800.webp`,
  width: 800,
  height: 533,
  alt: `Photo ${name}`,
});

const data: TourCardData = {
  title: "7-Day Luxury Kenya Safari",
  href: "/safari-tours/7-day-luxury-kenya-safari",
  bookHref: "/contact",
  image: photo("leopard-tree"),
  dayCount: 7,
  price: { amount: 3517, basis: "perPersonForTwo" },
  groupSize: "2-6 People",
  parkScope: "Single Park",
  photoCount: 2,
  highlights: ["Elephant Bedroom", "Elephant Bedroom", "Porini Rhino"],
  moreDays: 4,
};

const details: TourCardDetailsData = {
  itinerary: [
    {
      dayNumber: 1,
      title: "Nairobi to Samburu",
      description: "Drive north.",
      accommodation: "Elephant Bedroom Camp",
      mealPlan: "Full Board",
    },
  ],
  prices: { solo: 5405, forTwo: 7034, perPersonForTwo: 3517 },
  included: ["Park fees"],
  excluded: ["Flights"],
  gallery: [photo("a"), photo("b")],
};

function renderCard(overrides: Partial<React.ComponentProps<typeof TourCard>> = {}) {
  const handlers = {
    onViewDetails: vi.fn(),
    onBookNow: vi.fn(),
    onExpandedChange: vi.fn(),
  };
  renderWithKit(
    <TourCard {...data} expanded={false} {...handlers} {...overrides}>
      <TourCardDetails {...details} title={data.title} bookHref={data.bookHref} />
    </TourCard>,
  );
  return { ...handlers, card: screen.getByRole("article", { name: data.title }) };
}

describe("TourCard", () => {
  it.each([["{Enter}"], [" "]])("opens the details when %s is pressed on the card", async (key) => {
    const user = userEvent.setup();
    const { card, onViewDetails, onBookNow } = renderCard();
    card.focus();
    await user.keyboard(key);
    expect(onViewDetails).toHaveBeenCalledTimes(1);
    expect(onBookNow).not.toHaveBeenCalled();
  });

  it("leaves Enter on its own buttons to those buttons", async () => {
    const user = userEvent.setup();
    const { onViewDetails, onBookNow } = renderCard();
    screen.getByRole("link", { name: "Book Now" }).focus();
    await user.keyboard("{Enter}");
    expect(onBookNow).toHaveBeenCalledTimes(1);
    expect(onViewDetails).not.toHaveBeenCalled();
  });

  it("opens the details on a click anywhere on the card, but not on the expand toggle", async () => {
    const user = userEvent.setup();
    const { onViewDetails, onExpandedChange } = renderCard();
    await user.click(screen.getByText("Key Highlights"));
    expect(onViewDetails).toHaveBeenCalledTimes(1);

    await user.click(screen.getByText(/Show Itinerary/));
    await waitFor(() => expect(onExpandedChange).toHaveBeenCalledWith(true));
    expect(onViewDetails).toHaveBeenCalledTimes(1);
  });

  it("shows the lead price, what it is for, and the days beyond the third", () => {
    renderCard();
    expect(screen.getByText("$3,517")).toBeInTheDocument();
    expect(screen.getByText("per person (2 travelers)")).toBeInTheDocument();
    expect(screen.getByText("+4 more days")).toBeInTheDocument();
  });

  it("says 'Contact Us' for a tour without a price", () => {
    renderCard({ price: null });
    expect(screen.getByText("Contact Us")).toBeInTheDocument();
    expect(screen.getByText("For personalized pricing")).toBeInTheDocument();
    expect(screen.queryByText(/Prices vary/)).not.toBeInTheDocument();
  });

  it("switches tabs with the arrow keys when expanded, without opening the details", async () => {
    const user = userEvent.setup();
    const { card, onViewDetails } = renderCard({ expanded: true });
    expect(card).toHaveAttribute("data-state", "open");
    expect(card.querySelector("details")).toHaveAttribute("open");

    await user.click(screen.getByRole("tab", { name: "Itinerary" }));
    await user.keyboard("{ArrowRight}");
    expect(screen.getByRole("tab", { name: "Pricing" })).toHaveAttribute("aria-selected", "true");
    const panel = screen.getByRole("tabpanel");
    expect(within(panel).getByText("Solo Traveler")).toBeInTheDocument();
    expect(within(panel).getByText("Best value option")).toBeInTheDocument();

    await user.keyboard("{Enter}");
    await user.click(panel);
    expect(onViewDetails).not.toHaveBeenCalled();
  });
});
