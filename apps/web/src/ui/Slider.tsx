import * as RadixSlider from "@radix-ui/react-slider";
import { useTranslation } from "react-i18next";

/** A single-value slider; Radix mirrors it in right-to-left pages from the document direction. */
export function Slider({
  value,
  onValueChange,
  onValueCommit,
  min,
  max,
  step = 1,
  label,
}: {
  value: number;
  onValueChange: (value: number) => void;
  onValueCommit?: (value: number) => void;
  min: number;
  max: number;
  step?: number;
  label: string;
}) {
  const { i18n } = useTranslation();
  return (
    <RadixSlider.Root
      className="relative flex h-6 w-full touch-none select-none items-center"
      value={[value]}
      min={min}
      max={max}
      step={step}
      dir={i18n.dir()}
      onValueChange={([v]) => onValueChange(v)}
      onValueCommit={onValueCommit ? ([v]) => onValueCommit(v) : undefined}
    >
      <RadixSlider.Track className="relative h-1.5 grow rounded-full bg-slate-200">
        <RadixSlider.Range className="absolute h-full rounded-full bg-brand-500" />
      </RadixSlider.Track>
      <RadixSlider.Thumb aria-label={label} className="block h-6 w-6 rounded-full border-2 border-brand-600 bg-white shadow" />
    </RadixSlider.Root>
  );
}
