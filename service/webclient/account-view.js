// @ts-check
// The player's account on the page (its requests: account.js): their Name#TAG and its copy
// button, "play on another device" (a one-time code and its page's address, with how long it
// lives), the recovery code shown once with a plain warning, and, before there is a player,
// "already playing on another device?": sign in with a code, or with name, tag and recovery code.

import { linkAddress, linkCodeOf } from "./account.js";
import { byId, setText } from "./dom.js";
import { text } from "./i18n.js";
import { renderSVG } from "./vendor/uqr.js";

/** @typedef {import("./types").State} State */

/**
 * @param {{store: import("./types").Store, account: import("./account.js").Account}} parts
 * @returns {import("./types").View}
 */
export function createAccountView({ store, account }) {
  const codeBox = byId("account-code", HTMLElement);
  const signIn = byId("sign-in", HTMLDetailsElement);

  /** @param {State} state */
  function renderAccount({ player, account: shown, language }) {
    byId("account", HTMLElement).hidden = !player;
    signIn.hidden = Boolean(player);
    setText(byId("account-tag", HTMLElement), player?.tag ? `${player.name}#${player.tag}` : "");
    byId("copy-tag", HTMLButtonElement).hidden = !player?.tag;
    setText(byId("copy-tag", HTMLButtonElement), text(language, shown.copied ? "tagCopied" : "copyTag"));
    byId("erase-confirm", HTMLElement).hidden = !player || !shown.erasing;
    const { link, recovery } = shown;
    codeBox.hidden = !player || (!link && !recovery);
    if (link) {
      const until = new Date(link.expires_at).toLocaleTimeString(language, { hour: "2-digit", minute: "2-digit" });
      setText(byId("account-code-words", HTMLElement), text(language, "linkCodeWords", { minutes: Math.round(link.expires_in / 60), until }));
      setText(byId("account-code-value", HTMLElement), link.code);
      setText(byId("account-code-address", HTMLElement), linkAddress(link.code));
      drawQr(linkAddress(link.code), language);
    } else if (recovery) {
      setText(byId("account-code-words", HTMLElement), text(language, "recoveryWords"));
      setText(byId("account-code-value", HTMLElement), recovery);
      setText(byId("account-code-address", HTMLElement), "");
    }
    if (!link) byId("account-code-qr", HTMLElement).replaceChildren();
    setText(byId("account-code-done", HTMLButtonElement), text(language, recovery ? "recoveryKept" : "codeDone"));
    const message = byId("account-message", HTMLElement);
    setText(message, shown.message ? shown.message.text(language) : "");
    message.dataset.kind = shown.message?.kind ?? "";
  }

  /**
   * The link's address as a QR code, drawn by uqr (unjs/uqr, MIT: vendor/), dark on light
   * whatever the page's colours so that a camera reads it.
   * @param {string} address
   * @param {import("./types").Language} language
   */
  function drawQr(address, language) {
    const svg = new DOMParser().parseFromString(renderSVG(address, { pixelSize: 4 }), "image/svg+xml").documentElement;
    svg.setAttribute("aria-hidden", "true");
    const box = byId("account-code-qr", HTMLElement);
    box.setAttribute("aria-label", text(language, "linkQr"));
    box.replaceChildren(svg);
  }

  /** The page opened on a link code's address: the sign-in form holds it. */
  function followLink() {
    const code = linkCodeOf(window.location.hash);
    if (!code || store.get().player) return;
    signIn.open = true;
    byId("link-code", HTMLInputElement).value = code;
    byId("link-code", HTMLInputElement).focus();
  }

  return {
    wire() {
      byId("copy-tag", HTMLButtonElement).addEventListener("click", () => account.copyTag());
      byId("new-link", HTMLButtonElement).addEventListener("click", () =>
        account.newLinkCode().then(() => byId("account-code-value", HTMLElement).focus()),
      );
      byId("new-recovery", HTMLButtonElement).addEventListener("click", () =>
        account.newRecoveryCode().then(() => byId("account-code-value", HTMLElement).focus()),
      );
      byId("account-code-done", HTMLButtonElement).addEventListener("click", () => {
        const { recovery } = store.get().account;
        account.putAway();
        byId(recovery ? "new-recovery" : "new-link", HTMLButtonElement).focus();
      });
      byId("download-data", HTMLButtonElement).addEventListener("click", () => account.downloadData());
      byId("erase-start", HTMLButtonElement).addEventListener("click", () => {
        account.askErase(true);
        byId("erase-no", HTMLButtonElement).focus(); // the safe answer first
      });
      byId("erase-no", HTMLButtonElement).addEventListener("click", () => {
        account.askErase(false);
        byId("erase-start", HTMLButtonElement).focus();
      });
      byId("erase-yes", HTMLButtonElement).addEventListener("click", () =>
        account.erase().then(() => {
          if (!store.get().player) byId("player-name", HTMLInputElement).focus();
        }),
      );
      byId("link-form", HTMLFormElement).addEventListener("submit", (event) => {
        event.preventDefault();
        const code = byId("link-code", HTMLInputElement).value.trim();
        if (code) account.link(code);
      });
      byId("recover-form", HTMLFormElement).addEventListener("submit", (event) => {
        event.preventDefault();
        const who = byId("recover-player", HTMLInputElement).value.trim();
        const code = byId("recover-code", HTMLInputElement).value.trim();
        if (who && code) account.recover(who, code);
      });
      window.addEventListener("hashchange", followLink);
      followLink();
      account.completeTag();
    },
    render(state, drawn) {
      if (!drawn || state.player !== drawn.player || state.account !== drawn.account || state.language !== drawn.language) {
        renderAccount(state);
      }
    },
  };
}
