"""Contains all the data models used in inputs/outputs"""

from .accepted import Accepted
from .any_variant_name import AnyVariantName
from .attempt_started import AttemptStarted
from .board_stats import BoardStats
from .canfield_layout import CanfieldLayout
from .canfield_layout_out import CanfieldLayoutOut
from .canfield_rules import CanfieldRules
from .canfield_rules_draw import CanfieldRulesDraw
from .canfield_rules_scoring import CanfieldRulesScoring
from .canfield_view import CanfieldView
from .canfield_view_base_rank import CanfieldViewBaseRank
from .canfield_view_foundations_item import CanfieldViewFoundationsItem
from .canfield_view_foundations_item_suit import CanfieldViewFoundationsItemSuit
from .canfield_view_reserve import CanfieldViewReserve
from .canfield_view_waste import CanfieldViewWaste
from .check import Check
from .check_detail import CheckDetail
from .code_description import CodeDescription
from .code_description_game import CodeDescriptionGame
from .current_league import CurrentLeague
from .current_league_status import CurrentLeagueStatus
from .daily_deal import DailyDeal
from .daily_deals import DailyDeals
from .daily_game_request import DailyGameRequest
from .daily_leaderboard_scope import DailyLeaderboardScope
from .daily_record import DailyRecord
from .daily_standing import DailyStanding
from .daily_tag import DailyTag
from .device import Device
from .devices import Devices
from .docs_asset_asset import DocsAssetAsset
from .draw_move import DrawMove
from .duel import Duel
from .duel_game import DuelGame
from .duel_join_request import DuelJoinRequest
from .duel_joined import DuelJoined
from .duel_request import DuelRequest
from .duel_result import DuelResult
from .duel_result_review import DuelResultReview
from .duel_result_submission import DuelResultSubmission
from .duel_side import DuelSide
from .duel_solution import DuelSolution
from .duel_status import DuelStatus
from .duel_winner_type_0 import DuelWinnerType0
from .duel_you_type_0 import DuelYouType0
from .duels_page import DuelsPage
from .duels_page_counts import DuelsPageCounts
from .event import Event
from .event_type import EventType
from .follow_request import FollowRequest
from .friend import Friend
from .friends_page import FriendsPage
from .game_document import GameDocument
from .game_document_game import GameDocumentGame
from .game_document_status import GameDocumentStatus
from .game_submission import GameSubmission
from .games_page import GamesPage
from .golf_layout import GolfLayout
from .golf_layout_out import GolfLayoutOut
from .golf_rule_options import GolfRuleOptions
from .golf_rule_options_scoring import GolfRuleOptionsScoring
from .golf_rules import GolfRules
from .golf_rules_holes import GolfRulesHoles
from .golf_rules_mode import GolfRulesMode
from .golf_rules_scoring import GolfRulesScoring
from .golf_view import GolfView
from .group_standing import GroupStanding
from .health import Health
from .health_status import HealthStatus
from .hint import Hint
from .hint_kind import HintKind
from .hint_request import HintRequest
from .histogram import Histogram
from .histogram_bucket import HistogramBucket
from .histogram_measure import HistogramMeasure
from .leaderboard import Leaderboard
from .leaderboard_entry import LeaderboardEntry
from .leaderboard_entry_review import LeaderboardEntryReview
from .league import League
from .league_standing import LeagueStanding
from .league_standing_movement import LeagueStandingMovement
from .link_code import LinkCode
from .link_request import LinkRequest
from .linked_device import LinkedDevice
from .message import Message
from .message_code import MessageCode
from .month_badge import MonthBadge
from .month_badge_badge import MonthBadgeBadge
from .month_badges import MonthBadges
from .move_request import MoveRequest
from .new_canfield_game import NewCanfieldGame
from .new_canfield_game_draw import NewCanfieldGameDraw
from .new_canfield_game_scoring import NewCanfieldGameScoring
from .new_game_from_code import NewGameFromCode
from .new_golf_game import NewGolfGame
from .new_golf_game_mode import NewGolfGameMode
from .new_player import NewPlayer
from .next_hole_move import NextHoleMove
from .not_ready import NotReady
from .option import Option
from .option_type import OptionType
from .own_profile import OwnProfile
from .player_badges import PlayerBadges
from .player_created import PlayerCreated
from .player_export import PlayerExport
from .player_export_badges_item import PlayerExportBadgesItem
from .player_export_daily_attempts_item import PlayerExportDailyAttemptsItem
from .player_export_daily_final_standings_item import PlayerExportDailyFinalStandingsItem
from .player_export_daily_results_item import PlayerExportDailyResultsItem
from .player_export_daily_streak_item import PlayerExportDailyStreakItem
from .player_export_devices_item import PlayerExportDevicesItem
from .player_export_duels_item import PlayerExportDuelsItem
from .player_export_followers_item import PlayerExportFollowersItem
from .player_export_follows_item import PlayerExportFollowsItem
from .player_export_games_item import PlayerExportGamesItem
from .player_export_league_tier_item import PlayerExportLeagueTierItem
from .player_export_leagues_item import PlayerExportLeaguesItem
from .player_export_link_codes_item import PlayerExportLinkCodesItem
from .player_export_lock_refusals_item import PlayerExportLockRefusalsItem
from .player_export_play_review_item import PlayerExportPlayReviewItem
from .player_export_profile import PlayerExportProfile
from .player_export_stats_item import PlayerExportStatsItem
from .player_export_vegas_item import PlayerExportVegasItem
from .player_stats import PlayerStats
from .player_token import PlayerToken
from .problem import Problem
from .problem_errors_item import ProblemErrorsItem
from .record_day import RecordDay
from .record_entry import RecordEntry
from .record_entry_review import RecordEntryReview
from .recorded_game import RecordedGame
from .recorded_game_game import RecordedGameGame
from .recorded_game_round_type_0 import RecordedGameRoundType0
from .recorded_game_status import RecordedGameStatus
from .recover_request import RecoverRequest
from .recovery_code import RecoveryCode
from .refused import Refused
from .refused_violation import RefusedViolation
from .remove_move import RemoveMove
from .result_submission import ResultSubmission
from .scorecard import Scorecard
from .scorecard_holes import ScorecardHoles
from .settings import Settings
from .solution import Solution
from .solve_by_code import SolveByCode
from .solve_by_state import SolveByState
from .solver_budget import SolverBudget
from .stale_state import StaleState
from .state_to_search import StateToSearch
from .streak import Streak
from .tap_move import TapMove
from .transfer_move import TransferMove
from .transfer_move_to import TransferMoveTo
from .undo_move import UndoMove
from .variant_description import VariantDescription
from .variant_description_game import VariantDescriptionGame
from .variant_description_name_type_1 import VariantDescriptionNameType1
from .variant_name import VariantName
from .variant_stats import VariantStats
from .variant_stats_round_type_0 import VariantStatsRoundType0
from .variants import Variants
from .vegas_balance import VegasBalance
from .vegas_balance_draw import VegasBalanceDraw
from .vegas_balances import VegasBalances
from .vegas_reset import VegasReset
from .vegas_reset_draw import VegasResetDraw
from .verdict import Verdict

__all__ = (
    "Accepted",
    "AnyVariantName",
    "AttemptStarted",
    "BoardStats",
    "CanfieldLayout",
    "CanfieldLayoutOut",
    "CanfieldRules",
    "CanfieldRulesDraw",
    "CanfieldRulesScoring",
    "CanfieldView",
    "CanfieldViewBaseRank",
    "CanfieldViewFoundationsItem",
    "CanfieldViewFoundationsItemSuit",
    "CanfieldViewReserve",
    "CanfieldViewWaste",
    "Check",
    "CheckDetail",
    "CodeDescription",
    "CodeDescriptionGame",
    "CurrentLeague",
    "CurrentLeagueStatus",
    "DailyDeal",
    "DailyDeals",
    "DailyGameRequest",
    "DailyLeaderboardScope",
    "DailyRecord",
    "DailyStanding",
    "DailyTag",
    "Device",
    "Devices",
    "DocsAssetAsset",
    "DrawMove",
    "Duel",
    "DuelGame",
    "DuelJoined",
    "DuelJoinRequest",
    "DuelRequest",
    "DuelResult",
    "DuelResultReview",
    "DuelResultSubmission",
    "DuelSide",
    "DuelSolution",
    "DuelsPage",
    "DuelsPageCounts",
    "DuelStatus",
    "DuelWinnerType0",
    "DuelYouType0",
    "Event",
    "EventType",
    "FollowRequest",
    "Friend",
    "FriendsPage",
    "GameDocument",
    "GameDocumentGame",
    "GameDocumentStatus",
    "GamesPage",
    "GameSubmission",
    "GolfLayout",
    "GolfLayoutOut",
    "GolfRuleOptions",
    "GolfRuleOptionsScoring",
    "GolfRules",
    "GolfRulesHoles",
    "GolfRulesMode",
    "GolfRulesScoring",
    "GolfView",
    "GroupStanding",
    "Health",
    "HealthStatus",
    "Hint",
    "HintKind",
    "HintRequest",
    "Histogram",
    "HistogramBucket",
    "HistogramMeasure",
    "Leaderboard",
    "LeaderboardEntry",
    "LeaderboardEntryReview",
    "League",
    "LeagueStanding",
    "LeagueStandingMovement",
    "LinkCode",
    "LinkedDevice",
    "LinkRequest",
    "Message",
    "MessageCode",
    "MonthBadge",
    "MonthBadgeBadge",
    "MonthBadges",
    "MoveRequest",
    "NewCanfieldGame",
    "NewCanfieldGameDraw",
    "NewCanfieldGameScoring",
    "NewGameFromCode",
    "NewGolfGame",
    "NewGolfGameMode",
    "NewPlayer",
    "NextHoleMove",
    "NotReady",
    "Option",
    "OptionType",
    "OwnProfile",
    "PlayerBadges",
    "PlayerCreated",
    "PlayerExport",
    "PlayerExportBadgesItem",
    "PlayerExportDailyAttemptsItem",
    "PlayerExportDailyFinalStandingsItem",
    "PlayerExportDailyResultsItem",
    "PlayerExportDailyStreakItem",
    "PlayerExportDevicesItem",
    "PlayerExportDuelsItem",
    "PlayerExportFollowersItem",
    "PlayerExportFollowsItem",
    "PlayerExportGamesItem",
    "PlayerExportLeaguesItem",
    "PlayerExportLeagueTierItem",
    "PlayerExportLinkCodesItem",
    "PlayerExportLockRefusalsItem",
    "PlayerExportPlayReviewItem",
    "PlayerExportProfile",
    "PlayerExportStatsItem",
    "PlayerExportVegasItem",
    "PlayerStats",
    "PlayerToken",
    "Problem",
    "ProblemErrorsItem",
    "RecordDay",
    "RecordedGame",
    "RecordedGameGame",
    "RecordedGameRoundType0",
    "RecordedGameStatus",
    "RecordEntry",
    "RecordEntryReview",
    "RecoverRequest",
    "RecoveryCode",
    "Refused",
    "RefusedViolation",
    "RemoveMove",
    "ResultSubmission",
    "Scorecard",
    "ScorecardHoles",
    "Settings",
    "Solution",
    "SolveByCode",
    "SolveByState",
    "SolverBudget",
    "StaleState",
    "StateToSearch",
    "Streak",
    "TapMove",
    "TransferMove",
    "TransferMoveTo",
    "UndoMove",
    "VariantDescription",
    "VariantDescriptionGame",
    "VariantDescriptionNameType1",
    "VariantName",
    "Variants",
    "VariantStats",
    "VariantStatsRoundType0",
    "VegasBalance",
    "VegasBalanceDraw",
    "VegasBalances",
    "VegasReset",
    "VegasResetDraw",
    "Verdict",
)
