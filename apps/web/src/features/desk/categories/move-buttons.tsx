// Up and down for one item of an ordered list. At an edge the button stays focusable but does nothing
// (aria-disabled), and after a move the pressed button gets the focus back (the list re-sorts under it), so a
// keyboard or screen reader user can press again to keep moving.
import { ChevronDown, ChevronUp } from "lucide-react";
import { useLayoutEffect, useRef, useState } from "react";
import { useDeskMessages } from "../../../lib/desk/desk-messages";
import type { Direction } from "./moved-ids";

interface MoveButtonsProps {
  name: string;
  /** The item's place in its list: when it changes after a press, focus returns to the pressed button. */
  position: number;
  count: number;
  onMove: (direction: Direction) => void;
}

const look =
  "inline-flex size-10 items-center justify-center rounded-full bg-white text-peacock ring-1 ring-line transition-colors hover:bg-sand aria-disabled:cursor-not-allowed aria-disabled:text-stone-400 aria-disabled:hover:bg-white";

export function MoveButtons({ name, position, count, onMove }: MoveButtonsProps) {
  const t = useDeskMessages();
  const up = useRef<HTMLButtonElement>(null);
  const down = useRef<HTMLButtonElement>(null);
  const [pressed, setPressed] = useState<{ direction: Direction; from: number } | null>(null);
  const isFirst = position === 0;
  const isLast = position === count - 1;

  // The list re-sorted after a press, maybe moving this item's element, which drops its focus.
  useLayoutEffect(() => {
    if (!pressed || pressed.from === position) return;
    (pressed.direction === "up" ? up : down).current?.focus();
    setPressed(null);
  }, [position, pressed]);

  const press = (direction: Direction, atEdge: boolean) => {
    if (atEdge) return;
    setPressed({ direction, from: position });
    onMove(direction);
  };

  return (
    <div className="flex shrink-0 gap-1.5">
      <button
        ref={up}
        type="button"
        aria-label={t("desk.categories.moveUp", { name })}
        aria-disabled={isFirst || undefined}
        onClick={() => press("up", isFirst)}
        className={look}
      >
        <ChevronUp className="size-5" aria-hidden />
      </button>
      <button
        ref={down}
        type="button"
        aria-label={t("desk.categories.moveDown", { name })}
        aria-disabled={isLast || undefined}
        onClick={() => press("down", isLast)}
        className={look}
      >
        <ChevronDown className="size-5" aria-hidden />
      </button>
    </div>
  );
}
