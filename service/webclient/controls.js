// The new-game panel, built from GET /v1/variants: one entry per variant, a control per
// Golf rule option and per setting, whatever the service lists (types boolean, integer and
// string; `choices` makes a list).  A choice is {variant, rules, settings}.

import { element } from "./cards.js";
import { catalogLabel, text } from "./i18n.js";

const CUSTOM = "custom";

function sameRules(catalog, rules, values) {
  return catalog.golf_rule_options.every((option) => rules[option.name] === values[option.name]);
}

/** The Golf option values of `rules` (a variant's or a game's), defaults for the rest. */
function golfRules(catalog, rules) {
  return Object.fromEntries(catalog.golf_rule_options.map((option) => [option.name, rules?.[option.name] ?? option.default]));
}

function sameVariant(catalog, variant, game) {
  if (variant.game !== game.game) return false;
  return game.game === "golf" ? sameRules(catalog, variant.rules, game.rules) : variant.rules.draw === game.rules.draw;
}

/** The first choice: the variant and options of `game` when there is one, else the first variant. */
export function initialChoice(catalog, game) {
  const settings = Object.fromEntries(
    catalog.settings.map((option) => [option.name, game?.settings?.[option.name] ?? option.default]),
  );
  const variant =
    (game &&
      (catalog.variants.find((candidate) => sameVariant(catalog, candidate, game)) ||
        catalog.variants.find((candidate) => candidate.game === game.game))) ||
    catalog.variants[0];
  return { variant: variant.name, rules: golfRules(catalog, game?.game === "golf" ? game.rules : variant.rules), settings };
}

/** The POST /v1/games body for a random deal of `choice`. */
export function newGameBody(catalog, choice) {
  const variant = catalog.variants.find((candidate) => candidate.name === choice.variant);
  // Golf's options are sent whole (the mode follows from `wrap`), so any mix the catalog allows can be asked for.
  if (variant.game === "golf") return { game: "golf", rules: { ...choice.rules }, ...choice.settings };
  return { ...variant.new_game, ...choice.settings };
}

function control(option, value, language, onChange) {
  const label = element("label", `option option-${option.type}`);
  const caption = element("span");
  caption.textContent = catalogLabel(language, option.name, option.description);
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
    input = element("input", "", { type: "checkbox", name: option.name });
    input.checked = Boolean(value);
  } else {
    input = element("input", "", { type: option.type === "integer" ? "number" : "text", name: option.name });
    input.value = String(value);
  }
  input.addEventListener("change", () => {
    if (option.type === "boolean") onChange(input.checked);
    else if (option.type === "integer") onChange(Number.parseInt(input.value, 10));
    else onChange(input.value);
  });
  if (option.type === "boolean") label.append(input, caption);
  else label.append(caption, input);
  return label;
}

/** Draw the panel for `choice`; `onChoice(next)` is told every change. */
export function renderControls(parts, catalog, choice, language, onChoice) {
  const { variantSelect, ruleOptions, settings } = parts;
  const selected = catalog.variants.find((variant) => variant.name === choice.variant);
  const custom = selected.game === "golf" && !sameRules(catalog, selected.rules, choice.rules);
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
    if (variant) onChoice({ ...choice, variant: variant.name, rules: golfRules(catalog, variant.rules) });
  };

  ruleOptions.hidden = selected.game !== "golf";
  ruleOptions.replaceChildren(
    ...catalog.golf_rule_options.map((option) =>
      control(option, choice.rules[option.name], language, (value) => {
        const rules = { ...choice.rules, [option.name]: value };
        // Stay on a preset while the options are one; a golf preset they match becomes the choice.
        const preset = catalog.variants.find((variant) => variant.game === "golf" && sameRules(catalog, variant.rules, rules));
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
}
