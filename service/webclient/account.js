// @ts-check
// The player's account on more than one device (account-view.js draws it): their Name#TAG,
// read once from GET /v1/players/me when the saved player lacks it; a one-time link code for
// another device (POST /v1/players/{id}/link), which that device exchanges for its own token
// (POST /v1/players/link); a recovery code shown once (POST /v1/players/{id}/recovery), with
// which a player who lost every device gets the account back (POST /v1/players/recover); the
// player's data downloaded (GET /v1/players/{id}/export) or erased (DELETE /v1/players/{id},
// with a token made fresh for it: the service takes only one issued in the last 10 minutes).

import { copyToClipboard } from "./dom.js";
import { said } from "./i18n.js";
import { problemMessage } from "./problems.js";

/** A link code's own page address: the other device opens it (typed, or as a QR code). */
/**
 * @param {string} code
 * @param {string} [base]
 */
export const linkAddress = (code, base = document.baseURI) => `${new URL("play", base).href}#/link/${code}`;

/**
 * The link code a page address carries (`#/link/CODE`), or null.
 * @param {string} hash
 */
export function linkCodeOf(hash) {
  const match = /^#\/link\/([0-9A-Za-z-]{4,20})$/.exec(hash);
  return match ? (match[1] ?? null) : null;
}

/** What this browser calls itself in the player's list of devices. */
function deviceName() {
  const agent = navigator.userAgent;
  const browser = /Firefox\//.test(agent) ? "Firefox" : /Edg\//.test(agent) ? "Edge" : /Chrom/.test(agent) ? "Chrome" : /Safari\//.test(agent) ? "Safari" : "Browser";
  const system = /Android/.test(agent) ? "Android" : /iPhone|iPad/.test(agent) ? "iOS" : /Windows/.test(agent) ? "Windows" : /Mac OS/.test(agent) ? "macOS" : /Linux/.test(agent) ? "Linux" : "";
  return system ? `${browser}, ${system}` : browser;
}

/**
 * @param {{
 *   api: import("./api.js").Api,
 *   store: import("./types").Store,
 *   signedIn: () => Promise<void>,
 * }} parts `signedIn`: what follows a sign-in on this device (the record, the follows)
 */
export function createAccount({ api, store, signedIn }) {
  /** @param {Partial<import("./types").AccountPanel>} patch */
  const panel = (patch) => store.update({ account: { ...store.get().account, ...patch } });

  /**
   * Run a request of the panel; its failure becomes the panel's message.
   * @param {() => Promise<void>} task
   */
  async function attempt(task) {
    panel({ message: null });
    try {
      await task();
    } catch (error) {
      panel({ message: problemMessage(error) });
    }
  }

  /** The saved player's tag, when it was saved before the sign-up answered one. */
  async function completeTag() {
    const { player } = store.get();
    if (!player || player.tag) return;
    await attempt(async () => {
      const profile = await api.me(player.token);
      const current = store.get().player;
      if (current?.token === player.token) store.update({ player: { ...current, tag: profile.tag } });
    });
  }

  /** A link code for another device, shown with its page's address until it expires. */
  function newLinkCode() {
    const { player } = store.get();
    if (!player) return Promise.resolve();
    return attempt(async () => {
      panel({ link: await api.newLinkCode(player.id, player.token), recovery: null, copied: false });
    });
  }

  /**
   * This device becomes one of a player's: by a link code, or by name, tag and recovery code.
   * @param {() => Promise<import("./types").LinkedDevice>} exchange
   */
  function signIn(exchange) {
    return attempt(async () => {
      const linked = await exchange();
      const profile = await api.me(linked.token);
      store.update({
        player: { id: linked.id, name: profile.name, tag: profile.tag, token: linked.token },
        account: { link: null, recovery: null, copied: false, erasing: false, message: { kind: "info", text: said("signedIn", { name: `${profile.name}#${profile.tag}` }) } },
      });
      if (linkCodeOf(window.location.hash)) window.history.replaceState(null, "", window.location.pathname + window.location.search);
      await signedIn();
    });
  }

  /** A new recovery code, shown once (the one before no longer works). */
  function newRecoveryCode() {
    const { player } = store.get();
    if (!player) return Promise.resolve();
    return attempt(async () => {
      const { code } = await api.newRecoveryCode(player.id, player.token);
      panel({ recovery: code, link: null, copied: false });
    });
  }

  /** The player's Name#TAG to the clipboard (or shown to copy by hand). */
  async function copyTag() {
    const { player } = store.get();
    if (!player?.tag) return;
    panel({ copied: await copyToClipboard(`${player.name}#${player.tag}`) }); // else the tag stays on show to copy
  }

  /** The player's data as a JSON file the browser saves. */
  function downloadData() {
    const { player } = store.get();
    if (!player) return Promise.resolve();
    return attempt(async () => {
      const data = await api.exportData(player.id, player.token);
      const file = URL.createObjectURL(new Blob([JSON.stringify(data, null, 2)], { type: "application/json" }));
      const link = document.createElement("a");
      link.href = file;
      link.download = `solitaire-${player.name}-${player.tag ?? player.id}.json`;
      document.body.append(link);
      link.click();
      link.remove();
      setTimeout(() => URL.revokeObjectURL(file), 60_000);
      panel({ message: { kind: "info", text: said("dataDownloaded") } });
    });
  }

  /**
   * The player erased, once they said yes: a fresh token first (the erasure takes no older
   * one), then everything this browser kept of them goes too.
   */
  function erase() {
    const { player } = store.get();
    if (!player) return Promise.resolve();
    // Nothing on the page asks as the player meanwhile (a poll with a token the rotation or
    // the erasure ends would be refused); the player comes back if the erasure fails.
    store.update({ player: null });
    let kept = player;
    return attempt(async () => {
      try {
        kept = { ...player, token: (await api.rotateToken(player.id, player.token)).token };
        await api.erase(player.id, kept.token);
      } catch (error) {
        store.update({ player: kept });
        throw error;
      }
      store.update({
        daily: {},
        duelGames: {},
        follows: null,
        followNews: null,
        record: null,
        account: { link: null, recovery: null, copied: false, erasing: false, message: { kind: "info", text: said("erased") } },
      });
    });
  }

  return {
    completeTag,
    downloadData,
    erase,
    /** @param {boolean} erasing "Delete my account" asked (true) or called off. */
    askErase: (erasing) => panel({ erasing, link: null, recovery: null }),
    newLinkCode,
    newRecoveryCode,
    copyTag,
    /** @param {string} code */
    link: (code) => signIn(() => api.link(code, deviceName())),
    /**
     * @param {string} who "Name#TAG"
     * @param {string} code
     */
    recover: (who, code) => signIn(() => api.recover(who, code, deviceName())),
    /** The code on show is put away (the recovery code once the player has kept it). */
    putAway: () => panel({ link: null, recovery: null, copied: false }),
  };
}

/** @typedef {ReturnType<typeof createAccount>} Account */
