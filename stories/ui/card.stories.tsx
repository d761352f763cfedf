import type { Meta, StoryObj } from "@storybook/react-vite";

import { siteConfig } from "../../data/content/site-config";
import { Icon } from "../../ui/icon";
import { withMaxWidth } from "../support";
import { buttonVariants } from "../../ui/button";
import {
  Card,
  CardContent,
  CardDescription,
  CardFooter,
  CardHeader,
  CardTitle,
} from "../../ui/card";

const meta = {
  title: "UI/Card",
  component: Card,
  parameters: {
    textLayout: "With Footer holds the playground's text and the footer's.",
    maxWidth: "md",
  },
  decorators: [withMaxWidth],
} satisfies Meta<typeof Card>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  render: (args) => (
    <Card {...args}>
      <CardHeader>
        <CardTitle>Quick Response</CardTitle>
        <CardDescription>We answer every enquiry within 24 hours.</CardDescription>
      </CardHeader>
      <CardContent className="text-sm">
        Monday to Friday 8:00 AM to 6:00 PM, Saturday 9:00 AM to 4:00 PM, Sunday closed.
      </CardContent>
    </Card>
  ),
};

export const WithFooter: Story = {
  tags: ["text-layout"],
  render: (args) => (
    <Card {...args}>
      <CardHeader>
        <CardTitle>Contact Information</CardTitle>
        <CardDescription>Talk to the people who plan your safari.</CardDescription>
      </CardHeader>
      <CardContent>
        <ul className="flex flex-col gap-3 text-sm">
          <li className="flex items-center gap-2">
            <Icon name="mail" aria-hidden className="size-4 text-secondary" />
            {siteConfig.emails.info}
          </li>
          <li className="flex items-center gap-2">
            <Icon name="phone" aria-hidden className="size-4 text-secondary" />
            {siteConfig.phone.display}
          </li>
          <li className="flex items-center gap-2">
            <Icon name="map-pin" aria-hidden className="size-4 text-secondary" />
            Nairobi, Kenya
          </li>
        </ul>
      </CardContent>
      <CardFooter>
        <a
          href={`mailto:${siteConfig.emails.info}`}
          className={buttonVariants({ variant: "outline" })}
        >
          Write to us
        </a>
      </CardFooter>
    </Card>
  ),
};
