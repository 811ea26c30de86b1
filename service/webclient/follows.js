// @ts-check
// The players the player follows (GET, POST and DELETE /v1/players/{id}/friends): the follow
// form's request, the list of follows with an unfollow each, and what the form says last.
// The daily panel (daily.js) lends its way of running a request and its friends board.

import { ApiError } from "./api.js";

/**
 * @param {{
 *   api: import("./api.js").Api,
 *   store: import("./types").Store,
 *   attempt: (task: () => Promise<void>, onFailure?: () => void, field?: import("./types").Field) => Promise<void>,
 *   friendsBoardChanged: () => Promise<void>,
 * }} parts
 */
export function createFollows({ api, store, attempt, friendsBoardChanged }) {
  /**
   * Follow the player of `who` ("Name#TAG"); the friends board on show takes them in.
   * @param {string} who
   */
  function follow(who) {
    const { player } = store.get();
    if (!player) return Promise.resolve();
    store.update({ followNews: null });
    return attempt(async () => {
      const friend = await api.follow(player.id, who, player.token);
      const { player: _told, ...fieldErrors } = store.get().fieldErrors;
      store.update({ fieldErrors, followNews: { said: "followed", name: `${friend.player}#${friend.tag}` } });
      await followsChanged();
    }, undefined, "player");
  }

  /**
   * Stop following `friend`: gone from the list and from the friends board on show.  A
   * retried request whose first answer was lost finds them unfollowed already (404).
   * @param {import("./types").Friend} friend
   */
  function unfollow(friend) {
    const { player } = store.get();
    if (!player) return Promise.resolve();
    store.update({ followNews: null });
    return attempt(async () => {
      try {
        await api.unfollow(player.id, friend.id, player.token);
      } catch (error) {
        if (!(error instanceof ApiError) || error.kind !== "not-following") throw error;
      }
      store.update({ followNews: { said: "unfollowed", name: `${friend.player}#${friend.tag}` } });
      await followsChanged();
    });
  }

  /** The list of follows read again, and the friends board when it is on show. */
  async function followsChanged() {
    await load();
    await friendsBoardChanged();
  }

  /** Every player the player follows (200 at most: two pages). */
  async function load() {
    const { player } = store.get();
    if (!player) return;
    /** @type {import("./types").Friend[]} */
    const follows = [];
    let after = null;
    do {
      const page = await api.follows(player.id, player.token, after);
      follows.push(...page.friends);
      after = page.next;
    } while (after);
    if (store.get().player?.id === player.id) store.update({ follows });
  }

  return { follow, unfollow, load };
}
