import { useState } from "react";
import { Form, useNavigate } from "react-router";
import { Button } from "~/components/ui/button";
import { SearchField } from "~/components/ui/search-field";

/** A search field that goes to /browse?q=<trimmed text> (or another browse page) on Enter or the Search button. */
export function SearchBox({
  defaultValue = "",
  size = "lg",
  action = "/browse",
}: {
  defaultValue?: string;
  size?: "lg" | "md";
  action?: string;
}) {
  const [value, setValue] = useState(defaultValue);
  const navigate = useNavigate();
  const big = size === "lg";
  return (
    <Form
      method="get"
      action={action}
      role="search"
      onSubmit={(event) => {
        event.preventDefault();
        const q = value.trim();
        navigate(q ? `${action}?q=${encodeURIComponent(q)}` : action);
      }}
      className={`ring-warm-200 flex w-full items-center gap-2 rounded-2xl bg-white p-2 shadow-md ring-1 ${big ? "max-w-2xl" : "max-w-xl"}`}
    >
      <SearchField
        id="recipe-search"
        value={value}
        onChange={setValue}
        placeholder="Search recipes, ingredients or tags…"
        iconClass="ml-2 shrink-0"
        inputClass={`text-warm-900 placeholder:text-warm-500 min-w-0 flex-1 bg-transparent px-1 focus:outline-none ${big ? "py-3 text-lg" : "py-2"}`}
      />
      <Button type="submit" variant="primary" size="md">
        Search
      </Button>
    </Form>
  );
}
