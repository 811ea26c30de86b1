// Contrast as WCAG 2 defines it, measured in the page where axe-core cannot: over gradient
// backgrounds (the felt, the cards) axe reports "incomplete".  Evaluated into the page by
// tests/browser/accessibility.py (the page's CSP forbids a <script>), it defines
// window.solitaireContrast.  A colour is measured against every colour its backdrop can
// take: each layer of background from the root down to the element (a gradient's stops and
// the points between them, semi-transparent colours composited), so the worst place of a
// gradient counts.
(() => {
  const parse = (text) => {
    const numbers = text.match(/[\d.]+/g).map(Number);
    return { r: numbers[0], g: numbers[1], b: numbers[2], a: numbers.length > 3 ? numbers[3] : 1 };
  };
  const colours = (text) => (text.match(/rgba?\([^)]*\)/g) || []).map(parse);
  const over = (top, under) => {
    const a = top.a + under.a * (1 - top.a);
    const mix = (key) => (top[key] * top.a + under[key] * under.a * (1 - top.a)) / (a || 1);
    return { r: mix("r"), g: mix("g"), b: mix("b"), a };
  };
  const between = (one, two, t) => ({
    r: one.r + (two.r - one.r) * t,
    g: one.g + (two.g - one.g) * t,
    b: one.b + (two.b - one.b) * t,
    a: one.a + (two.a - one.a) * t,
  });
  const channel = (value) => {
    const c = value / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  const luminance = ({ r, g, b }) => 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
  const ratio = (one, two) => {
    const [light, dark] = [luminance(one), luminance(two)].sort((x, y) => y - x);
    return (light + 0.05) / (dark + 0.05);
  };

  /** The colours a layer's background can show: its colour, then its image's gradient. */
  function paint(element, under) {
    const style = getComputedStyle(element);
    let result = under.map((colour) => over(parse(style.backgroundColor), colour));
    const stops = colours(style.backgroundImage);
    if (stops.length) {
      const points = [];
      stops.forEach((stop, index) => {
        points.push(stop);
        const next = stops[index + 1];
        if (next) for (const t of [0.25, 0.5, 0.75]) points.push(between(stop, next, t));
      });
      result = result.flatMap((colour) => points.map((point) => over(point, colour)));
    }
    return result;
  }

  /** Every colour the backdrop of `element` can take (its own background included). */
  function backdrop(element) {
    const chain = [];
    for (let node = element; node; node = node.parentElement) chain.unshift(node);
    let candidates = [{ r: 255, g: 255, b: 255, a: 1 }];
    for (const node of chain) candidates = paint(node, candidates);
    return candidates;
  }

  /** The opacity `element` is drawn with (its own and its ancestors'). */
  function opacity(element) {
    let value = 1;
    for (let node = element; node; node = node.parentElement) value *= Number(getComputedStyle(node).opacity);
    return value;
  }

  /** The worst contrast of `colour` (a CSS colour) drawn on `element`'s backdrop. */
  function worst(colour, element, alpha = 1) {
    const ink = parse(colour);
    ink.a *= alpha;
    return Math.min(...backdrop(element).map((back) => ratio(over(ink, back), back)));
  }

  window.solitaireContrast = {
    /** A text element: its worst contrast and the ratio WCAG asks of its size. */
    text(element) {
      const style = getComputedStyle(element);
      const size = parseFloat(style.fontSize);
      const large = size >= 24 || (size >= 18.66 && Number(style.fontWeight) >= 700);
      return { ratio: worst(style.color, element, opacity(element)), needed: large ? 3 : 4.5 };
    },
    /** `colour` drawn over the backdrop of `element` (a mark, a border, a focus ring). */
    of(colour, element) {
      return worst(colour, element, opacity(element));
    },
    /** Two plain colours. */
    between(one, two) {
      return ratio(parse(one), parse(two));
    },
  };
})();
