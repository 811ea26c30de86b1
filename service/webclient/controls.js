// @ts-check
// The new-game panel, built from GET /v1/variants: one entry per variant, a control per
// rule option of the variant's game (its renderer says which) and per setting, whatever the
// service lists (types boolean, integer and string; `choices` makes a list), and for a game
// the service plays in rounds one deal or a round of the sizes it offers (`round_sizes`).
// A choice is {variant, rules, settings, holes}: `holes` 0 for one deal.

import { element } from "./dom.js";
import { catalogLabel, text } from "./i18n.js";
import { rendererOf } from "./renderers.js";
import { HOLE_PAR } from "./round.js";

/** @typedef {import("./types").Choice} Choice */
/** @typedef {import("./types").GameDocument} GameDocument */
/** @typedef {import("./types").Language} Language */
/** @typedef {import("./types").Option} Option */
/** @typedef {import("./types").Variant} Variant */
/** @typedef {import("./types").Variants} Catalog */
/** @typedef {Record<string, unknown>} Values */

const CUSTOM = "custom";

/**
 * @param {Option[]} options
 * @param {object} rules
 * @param {object} values
 */
function sameOptions(options, rules, values) {
  /** @type {Values} */ const these = { ...rules };
  /** @type {Values} */ const those = { ...values };
  return options.every((option) => these[option.name] === those[option.name]);
}

/**
 * The values of `options` in `rules` (a variant's or a game's), defaults for the rest.
 * @param {Option[]} options
 * @param {object | undefined} rules
 * @returns {Values}
 */
function optionValues(options, rules) {
  /** @type {Values} */ const given = { ...rules };
  return Object.fromEntries(options.map((option) => [option.name, given[option.name] ?? option.default]));
}

/**
 * Whether `game` is `variant`: of its game, with every rule the variant states.
 * @param {Variant} variant
 * @param {GameDocument} game
 */
function sameVariant(variant, game) {
  /** @type {Values} */ const played = { ...game.rules };
  return variant.game === game.game && Object.entries(variant.rules).every(([name, value]) => played[name] === value);
}

/**
 * Whether `game` is `variant` and states no rule beside the variant's (Vegas Canfield
 * states draw 3's rules and its `scoring`): the variant it is, before one it contains.
 * @param {Variant} variant
 * @param {GameDocument} game
 */
const exactVariant = (variant, game) =>
  sameVariant(variant, game) && Object.keys(game.rules).every((name) => name in variant.rules);

/**
 * Whether the service plays `game` in rounds of holes too.
 * @param {Catalog} catalog
 * @param {string} game
 */
const playedInRounds = (catalog, game) => catalog.rounds.some((round) => round.game === game);

/**
 * The choice that shows `game` (its variant and options), else the first variant's.
 * @param {Catalog} catalog
 * @param {GameDocument | null} game
 * @returns {Choice}
 */
export function initialChoice(catalog, game) {
  /** @type {Values} */ const played = { ...game?.settings };
  const settings = Object.fromEntries(catalog.settings.map((option) => [option.name, played[option.name] ?? option.default]));
  const variant =
    (game &&
      (catalog.variants.find((candidate) => exactVariant(candidate, game)) ||
        catalog.variants.find((candidate) => sameVariant(candidate, game)) ||
        catalog.variants.find((candidate) => candidate.game === game.game))) ||
    catalog.variants[0];
  if (!variant) throw new Error("the service lists no variant");
  const rules = optionValues(rendererOf(variant.game).ruleOptions(catalog), game?.rules ?? variant.rules);
  return { variant: variant.name, rules, settings, holes: game?.round?.holes ?? 0 };
}

/**
 * The POST /v1/games body for a random deal of `choice`.
 * @param {Catalog} catalog
 * @param {Choice} choice
 * @returns {import("./types").NewGameRequest}
 */
export function newGameBody(catalog, choice) {
  const variant = catalog.variants.find((candidate) => candidate.name === choice.variant) ?? catalog.variants[0];
  if (!variant) throw new Error("the service lists no variant");
  // A game's options are sent whole (Golf's mode follows from `wrap`), so any mix the catalog allows can be asked for.
  if (!rendererOf(variant.game).ruleOptions(catalog).length) return { ...variant.new_game, ...choice.settings };
  const sized = choice.holes && catalog.round_sizes.includes(choice.holes) && playedInRounds(catalog, variant.game);
  const round = sized ? { round: choice.holes } : {};
  return /** @type {import("./types").NewGameRequest} */ ({ game: variant.game, rules: { ...choice.rules }, ...round, ...choice.settings });
}

/**
 * A control for one option, telling `onChange` its new value.
 * @param {Option} option
 * @param {unknown} value
 * @param {Language} language
 * @param {(value: unknown) => void} onChange
 */
function control(option, value, language, onChange) {
  const label = element("label", `option option-${option.type}`);
  const caption = element("span");
  caption.textContent = catalogLabel(language, option.name, option.description);
  /** @type {HTMLInputElement | HTMLSelectElement} */
  let input;
  if (option.choices) {
    input = element("select", "", { name: option.name });
    for (const choice of option.choices) {
      const item = element("option", "", { value: String(choice) });
      item.textContent = catalogLabel(language, String(choice), String(choice));
      input.append(item);
    }
    input.value = String(value);
  } else if (option.type === "boolean") {
    const box = element("input", "", { type: "checkbox", name: option.name });
    box.checked = Boolean(value);
    input = box;
  } else {
    input = element("input", "", { type: option.type === "integer" ? "number" : "text", name: option.name });
    input.value = String(value);
  }
  input.addEventListener("change", () => {
    if (input instanceof HTMLInputElement && input.type === "checkbox") onChange(input.checked);
    else if (option.type === "integer") onChange(Number.parseInt(input.value, 10));
    else onChange(input.value);
  });
  if (option.type === "boolean") label.append(input, caption);
  else label.append(caption, input);
  return label;
}

/**
 * One deal, or a round of each size the service offers.
 * @param {HTMLSelectElement} select
 * @param {Catalog} catalog
 * @param {Choice} choice
 * @param {Language} language
 */
function renderHoles(select, catalog, choice, language) {
  const sizes = [0, ...catalog.round_sizes].map((holes) => {
    const item = element("option", "", { value: String(holes) });
    item.textContent = holes ? text(language, "roundOf", { n: holes, par: holes * HOLE_PAR }) : text(language, "oneDeal");
    return item;
  });
  select.replaceChildren(...sizes);
  select.value = String(choice.holes);
}

/**
 * Draw the panel for `choice`; `onChoice(next)` is told every change.
 * @param {{variantSelect: HTMLSelectElement, holesSelect: HTMLSelectElement, ruleOptions: HTMLElement, settings: HTMLElement}} parts
 * @param {Catalog} catalog
 * @param {Choice} choice
 * @param {Language} language
 * @param {(choice: Choice) => void} onChoice
 */
export function renderControls(parts, catalog, choice, language, onChoice) {
  const { variantSelect, holesSelect, ruleOptions, settings } = parts;
  const selected = catalog.variants.find((variant) => variant.name === choice.variant) ?? catalog.variants[0];
  if (!selected) return;
  // The options are drawn anew: the one the player is on keeps the focus.
  const active = document.activeElement;
  const option = active instanceof HTMLInputElement || active instanceof HTMLSelectElement;
  const focused = option && active !== variantSelect ? active.name : "";
  const options = rendererOf(selected.game).ruleOptions(catalog);
  const custom = options.length > 0 && !sameOptions(options, selected.rules, choice.rules);
  const items = catalog.variants.map((variant) => {
    const item = element("option", "", { value: variant.name });
    item.textContent = catalogLabel(language, variant.name, variant.title);
    return item;
  });
  if (custom) {
    const item = element("option", "", { value: CUSTOM });
    item.textContent = text(language, "customRules");
    items.push(item);
  }
  variantSelect.replaceChildren(...items);
  variantSelect.value = custom ? CUSTOM : choice.variant;
  variantSelect.onchange = () => {
    const variant = catalog.variants.find((candidate) => candidate.name === variantSelect.value);
    if (variant) onChoice({ ...choice, variant: variant.name, rules: optionValues(rendererOf(variant.game).ruleOptions(catalog), variant.rules) });
  };

  const holesField = holesSelect.closest(".field");
  if (holesField instanceof HTMLElement) holesField.hidden = !playedInRounds(catalog, selected.game);
  renderHoles(holesSelect, catalog, choice, language);
  holesSelect.onchange = () => onChoice({ ...choice, holes: Number.parseInt(holesSelect.value, 10) || 0 });

  ruleOptions.hidden = !options.length;
  ruleOptions.replaceChildren(
    ...options.map((option) =>
      control(option, choice.rules[option.name], language, (value) => {
        const rules = { ...choice.rules, [option.name]: value };
        // Stay on a preset while the options are one; a preset of the game they match becomes the choice.
        const preset = catalog.variants.find(
          (variant) => variant.game === selected.game && sameOptions(options, variant.rules, rules),
        );
        onChoice({ ...choice, variant: preset ? preset.name : choice.variant, rules });
      }),
    ),
  );
  settings.replaceChildren(
    ...catalog.settings.map((option) =>
      control(option, choice.settings[option.name], language, (value) =>
        onChoice({ ...choice, settings: { ...choice.settings, [option.name]: value } }),
      ),
    ),
  );
  if (focused) {
    const again = ruleOptions.querySelector(`[name="${focused}"]`) ?? settings.querySelector(`[name="${focused}"]`);
    if (again instanceof HTMLElement) again.focus();
  }
}
