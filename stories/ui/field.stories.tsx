import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, within } from "storybook/test";

import { withMaxWidth } from "../support";
import { Field, FieldError, Input, Label, Select, Textarea } from "../../ui/field";

const meta = {
  title: "UI/Field",
  component: Input,
  args: { placeholder: "Your full name", disabled: false },
  parameters: { textLayout: "The other fields' labels lay out as With Error's.", maxWidth: "sm" },
  decorators: [withMaxWidth],
  render: (args) => (
    <Field>
      <Label htmlFor="field-name">Full Name</Label>
      <Input id="field-name" {...args} />
    </Field>
  ),
} satisfies Meta<typeof Input>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const TextInput: Story = {
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByLabelText("Full Name");
    await userEvent.type(input, "Amina Schulz");
    await expect(input).toHaveValue("Amina Schulz");
    input.blur();
  },
};

export const Required: Story = {
  render: (args) => (
    <Field>
      <Label htmlFor="field-email" required>
        Email Address
      </Label>
      <Input id="field-email" type="email" required {...args} placeholder="name@example.com" />
    </Field>
  ),
};

export const WithError: Story = {
  tags: ["text-layout"],
  render: (args) => (
    <Field>
      <Label htmlFor="field-email-error" required>
        Email Address
      </Label>
      <Input
        id="field-email-error"
        type="email"
        required
        aria-invalid
        aria-describedby="field-email-error-message"
        defaultValue="amina@"
        {...args}
      />
      <FieldError id="field-email-error-message">
        Please enter a valid email address, such as name@example.com.
      </FieldError>
    </Field>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByLabelText(/Email Address/)).toHaveAccessibleDescription(
      "Please enter a valid email address, such as name@example.com.",
    );
  },
};

export const Multiline: Story = {
  render: () => (
    <Field>
      <Label htmlFor="field-message">Additional Information</Label>
      <Textarea id="field-message" placeholder="Tell us about your dream safari..." />
    </Field>
  ),
};

export const NativeSelect: Story = {
  tags: ["text-layout"],
  render: () => (
    <Field>
      <Label htmlFor="field-group">Group Size</Label>
      <Select id="field-group" defaultValue="2">
        <option value="1">1 Solo Traveler</option>
        <option value="2">2 Travelers</option>
        <option value="3-4">3-4 Travelers</option>
      </Select>
    </Field>
  ),
  play: async ({ canvasElement }) => {
    const select = within(canvasElement).getByLabelText("Group Size");
    await userEvent.selectOptions(select, "3-4");
    await expect(select).toHaveValue("3-4");
    select.blur();
  },
};

export const Disabled: Story = { args: { disabled: true, defaultValue: "Amina Schulz" } };
