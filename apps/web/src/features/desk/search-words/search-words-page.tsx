// /owner/products/search-words: the words shoppers type for the same thing ("earing", "jumka", "payal"). A search for
// any word of a group also finds pieces named with the others (decision 030); the owner adds, changes and removes
// groups here, and the shop's search follows at once.
import type { SpellingGroup } from "@mayil/core/catalogue/search-spelling-schemas";
import { ArrowLeft, Plus, X } from "lucide-react";
import { type FormEvent, useId, useState } from "react";
import { Link } from "react-router";
import { DeskError } from "../../../components/desk/desk-error";
import { FormProblem } from "../../../components/desk/form-field";
import { primaryButton, secondaryButton } from "../../../components/ui/button-styles";
import { Spinner } from "../../../components/ui/spinner";
import { fieldLabelStyle, fieldStyle } from "../../../components/ui/text-field";
import { ApiError } from "../../../lib/api-client";
import { type DeskSay, useDeskMessages } from "../../../lib/desk/desk-messages";
import { paths } from "../../../lib/paths";
import { usePageTitle } from "../../../lib/use-page-title";
import {
  useAddSpellingGroup,
  useChangeSpellingGroup,
  useRemoveSpellingGroup,
  useSearchSpellings,
} from "./use-search-spellings";

/**
 * What the owner typed as spellings: split at commas (and new lines), as a spelling may be a few words ("nose pin").
 * The server takes each as it is, lower-cased, its spaces made one.
 */
const wordsOf = (text: string) =>
  text
    .toLowerCase()
    .split(/[,\n]+/)
    .map((spelling) => spelling.trim().replace(/\s+/g, " "))
    .filter(Boolean);

const problemOf = (t: DeskSay, error: unknown) =>
  error instanceof ApiError ? error.message : t("desk.searchWords.unreachable");

export function SearchWordsPage() {
  const t = useDeskMessages();
  usePageTitle(t("desk.titleOf", { page: t("desk.searchWords.title") }));
  const groups = useSearchSpellings();
  return (
    <section aria-labelledby="search-words-title" className="max-w-3xl" data-testid="search-words">
      <Link
        to={paths.ownerProducts.getHref()}
        className="inline-flex items-center gap-1 text-sm text-muted hover:text-peacock"
      >
        <ArrowLeft className="size-4" aria-hidden />
        {t("desk.searchWords.products")}
      </Link>
      <h1 id="search-words-title" className="mt-2 font-display text-3xl font-semibold sm:text-4xl">
        {t("desk.searchWords.title")}
      </h1>
      <p className="mt-2 text-muted">{t("desk.searchWords.about")}</p>
      <NewGroupForm />
      {groups.isPending ? (
        <Spinner />
      ) : groups.isError ? (
        <DeskError error={groups.error} retry={() => void groups.refetch()} />
      ) : (
        <ul className="mt-6 flex flex-col gap-3" aria-label={t("desk.searchWords.groups")}>
          {groups.data.map((group) => (
            <li key={group.id}>
              <GroupCard group={group} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function NewGroupForm() {
  const t = useDeskMessages();
  const add = useAddSpellingGroup();
  const [text, setText] = useState("");
  const [problem, setProblem] = useState<string | null>(null);
  const id = useId();
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setProblem(null);
    try {
      await add.mutateAsync(wordsOf(text));
      setText("");
    } catch (error) {
      setProblem(problemOf(t, error));
    }
  };
  return (
    <form
      onSubmit={(event) => void submit(event)}
      noValidate
      aria-label={t("desk.searchWords.newGroupForm")}
      className="mt-5 flex flex-col gap-3 rounded-2xl bg-sand/60 p-4 ring-1 ring-line sm:p-5"
    >
      <div>
        <label htmlFor={id} className={fieldLabelStyle}>
          {t("desk.searchWords.newGroup")}
        </label>
        <input
          id={id}
          value={text}
          onChange={(event) => setText(event.target.value)}
          placeholder="mookuthi, nose pin, nath"
          autoComplete="off"
          autoCapitalize="none"
          enterKeyHint="done"
          className={fieldStyle}
          data-testid="new-spelling-group"
        />
      </div>
      <FormProblem message={problem} />
      <button
        type="submit"
        disabled={add.isPending || wordsOf(text).length === 0}
        className={`${primaryButton} self-start py-2.5`}
      >
        <Plus className="size-4" aria-hidden />
        {add.isPending ? t("desk.searchWords.adding") : t("desk.searchWords.addGroup")}
      </button>
    </form>
  );
}

function GroupCard({ group }: { group: SpellingGroup }) {
  const t = useDeskMessages();
  const change = useChangeSpellingGroup();
  const remove = useRemoveSpellingGroup();
  const [word, setWord] = useState("");
  const [problem, setProblem] = useState<string | null>(null);
  const id = useId();
  const named = group.words.join(", ");

  const save = async (words: string[]) => {
    setProblem(null);
    try {
      await change.mutateAsync({ id: group.id, words });
      return true;
    } catch (error) {
      setProblem(problemOf(t, error));
      return false;
    }
  };
  const addWord = async (event: FormEvent) => {
    event.preventDefault();
    if (await save([...group.words, ...wordsOf(word)])) setWord("");
  };
  const removeGroup = async () => {
    setProblem(null);
    try {
      await remove.mutateAsync(group.id);
    } catch (error) {
      setProblem(problemOf(t, error));
    }
  };
  const busy = change.isPending || remove.isPending;

  return (
    <article
      aria-label={t("desk.searchWords.group", { words: named })}
      className="rounded-2xl bg-white p-4 ring-1 ring-line sm:p-5"
      data-testid="spelling-group"
    >
      <ul className="flex flex-wrap gap-2" aria-label={t("desk.searchWords.words")}>
        {group.words.map((spelling) => (
          <li
            key={spelling}
            className="inline-flex items-center gap-1 rounded-full bg-sand py-1 pr-1 pl-3 text-sm text-ink ring-1 ring-line"
          >
            {spelling}
            <button
              type="button"
              disabled={busy || group.words.length <= 2}
              onClick={() => void save(group.words.filter((w) => w !== spelling))}
              aria-label={t("desk.searchWords.takeOut", { word: spelling })}
              title={group.words.length <= 2 ? t("desk.searchWords.atLeastTwo") : undefined}
              className="inline-flex size-7 items-center justify-center rounded-full text-muted hover:bg-white hover:text-ink disabled:opacity-40"
            >
              <X className="size-4" aria-hidden />
            </button>
          </li>
        ))}
      </ul>
      <form onSubmit={(event) => void addWord(event)} noValidate className="mt-4 flex flex-wrap items-end gap-2">
        <div className="min-w-0 flex-1 basis-48">
          <label htmlFor={id} className={fieldLabelStyle}>
            {t("desk.searchWords.addSpelling")}
          </label>
          <input
            id={id}
            value={word}
            onChange={(event) => setWord(event.target.value)}
            autoComplete="off"
            autoCapitalize="none"
            enterKeyHint="done"
            className={fieldStyle}
          />
        </div>
        <button type="submit" disabled={busy || !word.trim()} className={`${secondaryButton} px-4 py-2.5`}>
          {t("desk.searchWords.add")}
          <span className="sr-only">{` ${t("desk.searchWords.toGroup", { words: named })}`}</span>
        </button>
        <button
          type="button"
          disabled={busy}
          onClick={() => void removeGroup()}
          className="rounded-full px-4 py-2.5 text-sm font-medium text-red-800 hover:bg-red-50"
        >
          {t("desk.searchWords.removeGroup")}
          <span className="sr-only"> {named}</span>
        </button>
      </form>
      <div className="mt-3">
        <FormProblem message={problem} />
      </div>
    </article>
  );
}
