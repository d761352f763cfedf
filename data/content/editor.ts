/**
 * What the content editor (/admin) shows of a field, carried beside the field in the schema as
 * its zod metadata: `requiredText("The title").meta({ label: "Title" })`. Everything else the
 * editor needs (which fields there are, in what order, whether one is required, a number's
 * bounds and step, a text's pattern, an option list, a list's length, whether the other
 * languages translate a field) admin/schema-fields.ts reads from the schema itself, so the editor
 * cannot say otherwise than the check on save. Nothing here is the editor's own code: data/
 * knows no Decap.
 */
declare module "zod" {
  interface GlobalMeta {
    /** The field's name in the editor. On a list's item (`z.array(text.meta(…))`), an item's. */
    label?: string;
    /** A line under the label, for what the field's name does not say. */
    hint?: string;
    /** A text edited on several lines: a paragraph rather than a name or a title. */
    widget?: "text";
    /** A list's word for one of its items, on its "Add" button ("Day"). */
    labelSingular?: string;
    /** How a list shows a closed item, its item's fields in braces: "Day {day}: {night}". */
    summary?: string;
    /** The value a new entry or a new item starts with. */
    default?: unknown;
    /**
     * Where the names a field takes are picked from, when the schema takes any name of the right
     * form: the image catalogue's photos, the tours by their files' names, the route maps'
     * places by their names (content/site/places.yaml).
     */
    options?: OptionSource;
    /** The words an option list shows for the values of the schema's enum, by value. */
    optionLabels?: Readonly<Record<string, string>>;
  }
}

export type OptionSource = "catalogue images" | "tours" | "places";
