// @ts-check
// Small DOM helpers the views share: elements by id (of the kind a view expects), new
// elements, and writes that touch the page only when the value changes (so a re-render
// that changes nothing changes nothing, and a live region is not told the same again).

/**
 * The page's element `id`, which must be a `kind` (an error, never a silent null).
 * @template {HTMLElement} T
 * @param {string} id
 * @param {new () => T} kind
 * @returns {T}
 */
export function byId(id, kind) {
  const node = document.getElementById(id);
  if (!(node instanceof kind)) throw new Error(`#${id} is not a ${kind.name}`);
  return node;
}

/**
 * A new element with a class and attributes (`true`: present, `false`/null: left out).
 * @template {keyof HTMLElementTagNameMap} K
 * @param {K} tag
 * @param {string} [className]
 * @param {Record<string, string | number | boolean | null | undefined>} [attributes]
 * @returns {HTMLElementTagNameMap[K]}
 */
export function element(tag, className, attributes = {}) {
  const node = document.createElement(tag);
  if (className) node.className = className;
  for (const [name, value] of Object.entries(attributes)) {
    if (value !== undefined && value !== null && value !== false) node.setAttribute(name, value === true ? "" : String(value));
  }
  return node;
}

/**
 * @param {Node} node
 * @param {string} value
 */
export function setText(node, value) {
  if (node.textContent !== value) node.textContent = value;
}

/**
 * @param {Element} node
 * @param {string} name
 * @param {string | null} value null removes the attribute
 */
export function setAttribute(node, name, value) {
  if (value === null) node.removeAttribute(name);
  else if (node.getAttribute(name) !== value) node.setAttribute(name, value);
}

/**
 * Put `text` on the clipboard: false where the browser does not let the page write it (an
 * insecure page, a denied permission), and the caller shows the text to copy by hand.
 * @param {string} text
 */
export async function copyToClipboard(text) {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}
