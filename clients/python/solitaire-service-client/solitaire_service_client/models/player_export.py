from __future__ import annotations

import datetime
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar
from uuid import UUID

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.player_export_badges_item import PlayerExportBadgesItem
    from ..models.player_export_daily_attempts_item import PlayerExportDailyAttemptsItem
    from ..models.player_export_daily_final_standings_item import PlayerExportDailyFinalStandingsItem
    from ..models.player_export_daily_results_item import PlayerExportDailyResultsItem
    from ..models.player_export_daily_streak_item import PlayerExportDailyStreakItem
    from ..models.player_export_devices_item import PlayerExportDevicesItem
    from ..models.player_export_duels_item import PlayerExportDuelsItem
    from ..models.player_export_followers_item import PlayerExportFollowersItem
    from ..models.player_export_follows_item import PlayerExportFollowsItem
    from ..models.player_export_games_item import PlayerExportGamesItem
    from ..models.player_export_league_tier_item import PlayerExportLeagueTierItem
    from ..models.player_export_leagues_item import PlayerExportLeaguesItem
    from ..models.player_export_link_codes_item import PlayerExportLinkCodesItem
    from ..models.player_export_lock_refusals_item import PlayerExportLockRefusalsItem
    from ..models.player_export_play_review_item import PlayerExportPlayReviewItem
    from ..models.player_export_profile import PlayerExportProfile
    from ..models.player_export_stats_item import PlayerExportStatsItem
    from ..models.player_export_vegas_item import PlayerExportVegasItem


T = TypeVar("T", bound="PlayerExport")


@_attrs_define
class PlayerExport:
    """Every row stored that names the player (docs/design/devices.md): a list a kind, each
    row as the database keeps it (its columns by name) less what the export leaves out.

        Attributes:
            format_ (int): The document's version (1).
            exported_at (datetime.datetime):
            id (UUID):
            profile (PlayerExportProfile):
            devices (list[PlayerExportDevicesItem]):
            link_codes (list[PlayerExportLinkCodesItem]): The live link code's expiry, if any (never the code).
            games (list[PlayerExportGamesItem]): The history, oldest first.
            daily_attempts (list[PlayerExportDailyAttemptsItem]):
            daily_results (list[PlayerExportDailyResultsItem]):
            daily_final_standings (list[PlayerExportDailyFinalStandingsItem]):
            stats (list[PlayerExportStatsItem]):
            daily_streak (list[PlayerExportDailyStreakItem]):
            follows (list[PlayerExportFollowsItem]):
            followers (list[PlayerExportFollowersItem]):
            duels (list[PlayerExportDuelsItem]):
            lock_refusals (list[PlayerExportLockRefusalsItem]):
            play_review (list[PlayerExportPlayReviewItem]):
            badges (list[PlayerExportBadgesItem]): The monthly badges held (`month`, `badge`, `earned_at`), by month.
            vegas (list[PlayerExportVegasItem]): The Vegas Canfield balances, a draw a row, each with its deals not settled
                yet.
            leagues (list[PlayerExportLeaguesItem]): Each week in a league, oldest first: its league, tier, and once settled
                the points, place and movement.
            league_tier (list[PlayerExportLeagueTierItem]): The tier the player's next league takes, once a settlement wrote
                one (none: tier 1).
    """

    format_: int
    exported_at: datetime.datetime
    id: UUID
    profile: PlayerExportProfile
    devices: list[PlayerExportDevicesItem]
    link_codes: list[PlayerExportLinkCodesItem]
    games: list[PlayerExportGamesItem]
    daily_attempts: list[PlayerExportDailyAttemptsItem]
    daily_results: list[PlayerExportDailyResultsItem]
    daily_final_standings: list[PlayerExportDailyFinalStandingsItem]
    stats: list[PlayerExportStatsItem]
    daily_streak: list[PlayerExportDailyStreakItem]
    follows: list[PlayerExportFollowsItem]
    followers: list[PlayerExportFollowersItem]
    duels: list[PlayerExportDuelsItem]
    lock_refusals: list[PlayerExportLockRefusalsItem]
    play_review: list[PlayerExportPlayReviewItem]
    badges: list[PlayerExportBadgesItem]
    vegas: list[PlayerExportVegasItem]
    leagues: list[PlayerExportLeaguesItem]
    league_tier: list[PlayerExportLeagueTierItem]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        format_ = self.format_

        exported_at = self.exported_at.isoformat()

        id = str(self.id)

        profile = self.profile.to_dict()

        devices = []
        for devices_item_data in self.devices:
            devices_item = devices_item_data.to_dict()
            devices.append(devices_item)

        link_codes = []
        for link_codes_item_data in self.link_codes:
            link_codes_item = link_codes_item_data.to_dict()
            link_codes.append(link_codes_item)

        games = []
        for games_item_data in self.games:
            games_item = games_item_data.to_dict()
            games.append(games_item)

        daily_attempts = []
        for daily_attempts_item_data in self.daily_attempts:
            daily_attempts_item = daily_attempts_item_data.to_dict()
            daily_attempts.append(daily_attempts_item)

        daily_results = []
        for daily_results_item_data in self.daily_results:
            daily_results_item = daily_results_item_data.to_dict()
            daily_results.append(daily_results_item)

        daily_final_standings = []
        for daily_final_standings_item_data in self.daily_final_standings:
            daily_final_standings_item = daily_final_standings_item_data.to_dict()
            daily_final_standings.append(daily_final_standings_item)

        stats = []
        for stats_item_data in self.stats:
            stats_item = stats_item_data.to_dict()
            stats.append(stats_item)

        daily_streak = []
        for daily_streak_item_data in self.daily_streak:
            daily_streak_item = daily_streak_item_data.to_dict()
            daily_streak.append(daily_streak_item)

        follows = []
        for follows_item_data in self.follows:
            follows_item = follows_item_data.to_dict()
            follows.append(follows_item)

        followers = []
        for followers_item_data in self.followers:
            followers_item = followers_item_data.to_dict()
            followers.append(followers_item)

        duels = []
        for duels_item_data in self.duels:
            duels_item = duels_item_data.to_dict()
            duels.append(duels_item)

        lock_refusals = []
        for lock_refusals_item_data in self.lock_refusals:
            lock_refusals_item = lock_refusals_item_data.to_dict()
            lock_refusals.append(lock_refusals_item)

        play_review = []
        for play_review_item_data in self.play_review:
            play_review_item = play_review_item_data.to_dict()
            play_review.append(play_review_item)

        badges = []
        for badges_item_data in self.badges:
            badges_item = badges_item_data.to_dict()
            badges.append(badges_item)

        vegas = []
        for vegas_item_data in self.vegas:
            vegas_item = vegas_item_data.to_dict()
            vegas.append(vegas_item)

        leagues = []
        for leagues_item_data in self.leagues:
            leagues_item = leagues_item_data.to_dict()
            leagues.append(leagues_item)

        league_tier = []
        for league_tier_item_data in self.league_tier:
            league_tier_item = league_tier_item_data.to_dict()
            league_tier.append(league_tier_item)

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "format": format_,
                "exported_at": exported_at,
                "id": id,
                "profile": profile,
                "devices": devices,
                "link_codes": link_codes,
                "games": games,
                "daily_attempts": daily_attempts,
                "daily_results": daily_results,
                "daily_final_standings": daily_final_standings,
                "stats": stats,
                "daily_streak": daily_streak,
                "follows": follows,
                "followers": followers,
                "duels": duels,
                "lock_refusals": lock_refusals,
                "play_review": play_review,
                "badges": badges,
                "vegas": vegas,
                "leagues": leagues,
                "league_tier": league_tier,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.player_export_badges_item import PlayerExportBadgesItem  # noqa: PLC0415
        from ..models.player_export_daily_attempts_item import PlayerExportDailyAttemptsItem  # noqa: PLC0415
        from ..models.player_export_daily_final_standings_item import PlayerExportDailyFinalStandingsItem  # noqa: PLC0415
        from ..models.player_export_daily_results_item import PlayerExportDailyResultsItem  # noqa: PLC0415
        from ..models.player_export_daily_streak_item import PlayerExportDailyStreakItem  # noqa: PLC0415
        from ..models.player_export_devices_item import PlayerExportDevicesItem  # noqa: PLC0415
        from ..models.player_export_duels_item import PlayerExportDuelsItem  # noqa: PLC0415
        from ..models.player_export_followers_item import PlayerExportFollowersItem  # noqa: PLC0415
        from ..models.player_export_follows_item import PlayerExportFollowsItem  # noqa: PLC0415
        from ..models.player_export_games_item import PlayerExportGamesItem  # noqa: PLC0415
        from ..models.player_export_league_tier_item import PlayerExportLeagueTierItem  # noqa: PLC0415
        from ..models.player_export_leagues_item import PlayerExportLeaguesItem  # noqa: PLC0415
        from ..models.player_export_link_codes_item import PlayerExportLinkCodesItem  # noqa: PLC0415
        from ..models.player_export_lock_refusals_item import PlayerExportLockRefusalsItem  # noqa: PLC0415
        from ..models.player_export_play_review_item import PlayerExportPlayReviewItem  # noqa: PLC0415
        from ..models.player_export_profile import PlayerExportProfile  # noqa: PLC0415
        from ..models.player_export_stats_item import PlayerExportStatsItem  # noqa: PLC0415
        from ..models.player_export_vegas_item import PlayerExportVegasItem  # noqa: PLC0415

        d = dict(src_dict)
        format_ = d.pop("format")

        exported_at = datetime.datetime.fromisoformat(d.pop("exported_at"))

        id = UUID(d.pop("id"))

        profile = PlayerExportProfile.from_dict(d.pop("profile"))

        devices = []
        _devices = d.pop("devices")
        for devices_item_data in _devices:
            devices_item = PlayerExportDevicesItem.from_dict(devices_item_data)

            devices.append(devices_item)

        link_codes = []
        _link_codes = d.pop("link_codes")
        for link_codes_item_data in _link_codes:
            link_codes_item = PlayerExportLinkCodesItem.from_dict(link_codes_item_data)

            link_codes.append(link_codes_item)

        games = []
        _games = d.pop("games")
        for games_item_data in _games:
            games_item = PlayerExportGamesItem.from_dict(games_item_data)

            games.append(games_item)

        daily_attempts = []
        _daily_attempts = d.pop("daily_attempts")
        for daily_attempts_item_data in _daily_attempts:
            daily_attempts_item = PlayerExportDailyAttemptsItem.from_dict(daily_attempts_item_data)

            daily_attempts.append(daily_attempts_item)

        daily_results = []
        _daily_results = d.pop("daily_results")
        for daily_results_item_data in _daily_results:
            daily_results_item = PlayerExportDailyResultsItem.from_dict(daily_results_item_data)

            daily_results.append(daily_results_item)

        daily_final_standings = []
        _daily_final_standings = d.pop("daily_final_standings")
        for daily_final_standings_item_data in _daily_final_standings:
            daily_final_standings_item = PlayerExportDailyFinalStandingsItem.from_dict(daily_final_standings_item_data)

            daily_final_standings.append(daily_final_standings_item)

        stats = []
        _stats = d.pop("stats")
        for stats_item_data in _stats:
            stats_item = PlayerExportStatsItem.from_dict(stats_item_data)

            stats.append(stats_item)

        daily_streak = []
        _daily_streak = d.pop("daily_streak")
        for daily_streak_item_data in _daily_streak:
            daily_streak_item = PlayerExportDailyStreakItem.from_dict(daily_streak_item_data)

            daily_streak.append(daily_streak_item)

        follows = []
        _follows = d.pop("follows")
        for follows_item_data in _follows:
            follows_item = PlayerExportFollowsItem.from_dict(follows_item_data)

            follows.append(follows_item)

        followers = []
        _followers = d.pop("followers")
        for followers_item_data in _followers:
            followers_item = PlayerExportFollowersItem.from_dict(followers_item_data)

            followers.append(followers_item)

        duels = []
        _duels = d.pop("duels")
        for duels_item_data in _duels:
            duels_item = PlayerExportDuelsItem.from_dict(duels_item_data)

            duels.append(duels_item)

        lock_refusals = []
        _lock_refusals = d.pop("lock_refusals")
        for lock_refusals_item_data in _lock_refusals:
            lock_refusals_item = PlayerExportLockRefusalsItem.from_dict(lock_refusals_item_data)

            lock_refusals.append(lock_refusals_item)

        play_review = []
        _play_review = d.pop("play_review")
        for play_review_item_data in _play_review:
            play_review_item = PlayerExportPlayReviewItem.from_dict(play_review_item_data)

            play_review.append(play_review_item)

        badges = []
        _badges = d.pop("badges")
        for badges_item_data in _badges:
            badges_item = PlayerExportBadgesItem.from_dict(badges_item_data)

            badges.append(badges_item)

        vegas = []
        _vegas = d.pop("vegas")
        for vegas_item_data in _vegas:
            vegas_item = PlayerExportVegasItem.from_dict(vegas_item_data)

            vegas.append(vegas_item)

        leagues = []
        _leagues = d.pop("leagues")
        for leagues_item_data in _leagues:
            leagues_item = PlayerExportLeaguesItem.from_dict(leagues_item_data)

            leagues.append(leagues_item)

        league_tier = []
        _league_tier = d.pop("league_tier")
        for league_tier_item_data in _league_tier:
            league_tier_item = PlayerExportLeagueTierItem.from_dict(league_tier_item_data)

            league_tier.append(league_tier_item)

        player_export = cls(
            format_=format_,
            exported_at=exported_at,
            id=id,
            profile=profile,
            devices=devices,
            link_codes=link_codes,
            games=games,
            daily_attempts=daily_attempts,
            daily_results=daily_results,
            daily_final_standings=daily_final_standings,
            stats=stats,
            daily_streak=daily_streak,
            follows=follows,
            followers=followers,
            duels=duels,
            lock_refusals=lock_refusals,
            play_review=play_review,
            badges=badges,
            vegas=vegas,
            leagues=leagues,
            league_tier=league_tier,
        )

        player_export.additional_properties = d
        return player_export

    @property
    def additional_keys(self) -> list[str]:
        return list(self.additional_properties.keys())

    def __getitem__(self, key: str) -> Any:
        return self.additional_properties[key]

    def __setitem__(self, key: str, value: Any) -> None:
        self.additional_properties[key] = value

    def __delitem__(self, key: str) -> None:
        del self.additional_properties[key]

    def __contains__(self, key: str) -> bool:
        return key in self.additional_properties
