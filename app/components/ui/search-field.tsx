import { Search } from "~/components/ui/icons";

interface Props {
  id: string;
  value: string;
  onChange: (value: string) => void;
  placeholder: string;
  /** Classes of the magnifier (placed inline or over the input). */
  iconClass: string;
  inputClass: string;
}

/** The recipe search input ("q") with its hidden label and magnifier, as the landing and browse pages show it. */
export function SearchField({ id, value, onChange, placeholder, iconClass, inputClass }: Props) {
  return (
    <>
      <label htmlFor={id} className="sr-only">
        Search recipes
      </label>
      <Search className={`text-warm-500 h-5 w-5 ${iconClass}`} aria-hidden="true" />
      <input
        id={id}
        name="q"
        type="search"
        value={value}
        onChange={(e) => onChange(e.target.value)}
        placeholder={placeholder}
        className={inputClass}
        autoComplete="off"
      />
    </>
  );
}
