// The client's own words in Russian (the product's language) and English.  Rule messages
// are not here: the service writes them in the language the client asks for.

export const LANGUAGES = ["ru", "en"];

const TEXTS = {
  ru: {
    title: "Пасьянсы: Гольф и Канфилд",
    newGameTitle: "Новая игра",
    variant: "Игра",
    customRules: "Свои правила",
    newRandom: "Новая раздача",
    options: "Правила и настройки",
    codeLabel: "Код раздачи",
    codePlaceholder: "Код раздачи, напр. GO1-E-AAAAAAB",
    openCode: "Открыть",
    gameTitle: "Игра",
    currentCode: "Код",
    copy: "Копировать",
    copied: "Код скопирован",
    score: "Очки",
    moves: "Ходы",
    status: "Статус",
    undo: "Отменить",
    hint: "Подсказка",
    solve: "Можно выиграть?",
    playing: "Идёт игра",
    won: "Победа!",
    dead_end: "Тупик",
    loading: "Загрузка…",
    keysHelp:
      "Клавиатура: Tab и стрелки — выбрать карту или стопку, Enter — сыграть карту (тап), " +
      "M — взять карту и переложить её на выбранную стопку Enter-ом (Esc — отмена), " +
      "D — взять из колоды, U — отменить, H — подсказка.",
    columns: "Колонки",
    column: "Колонка {n}",
    stock: "Колода",
    stockCards: "Колода, карт: {n}",
    stockEmpty: "Колода пуста",
    redeal: "Колода пуста: перевернуть отбой",
    discard: "Сброс",
    waste: "Отбой",
    wasteCards: "Отбой, карт: {n}",
    reserve: "Резерв",
    reserveCards: "Резерв, карт: {n}",
    foundation: "Дом {n}",
    foundations: "Дома",
    baseRank: "Начальный ранг",
    empty: "пусто",
    blocked: "закрыта",
    picked: "Взята карта {card}. Выберите стопку и нажмите Enter; Esc — отмена.",
    pickCancelled: "Перенос отменён.",
    hintMove: "Подсказка: {move}",
    hintNone: "Ходов больше нет.",
    hintWinning: "(ведёт к победе)",
    moveDraw: "взять из колоды",
    moveRemove: "{card} из колонки {n}",
    moveTap: "сыграть {card}",
    moveTransfer: "{card} на стопку «{pile}»",
    moveUndo: "отменить ход",
    foundationAny: "дом",
    verdict_winnable: "Эту позицию можно выиграть.",
    verdict_unwinnable: "Эту позицию выиграть нельзя.",
    verdict_unknown: "Решатель не успел ответить: неизвестно.",
    thinking: "Решатель думает…",
    wonNotice: "Победа! Очки: {score}.",
    errorPrefix: "Ошибка",
    staleGame: "Эту игру продолжить нельзя: начните новую.",
    dailyTitle: "Задача дня",
    dailyLink: "Задача дня",
    dailyDay: "{date} (UTC) · результаты принимаются до {close}",
    playerName: "Ваше имя",
    playerPlaceholder: "Имя в таблице результатов",
    join: "Участвовать",
    playingAs: "Вы играете как {name}.",
    joinFirst: "Введите имя, чтобы сыграть задачу дня.",
    joined: "Добро пожаловать, {name}! Выберите раздачу дня.",
    playDaily: "Играть",
    resumeDaily: "Продолжить",
    resultRank: "Место {rank}",
    difficulty: "сложность {n}",
    noDaily: "Сегодня задачи дня нет.",
    dailyUnavailable: "Задача дня сейчас недоступна, попробуйте позже. Обычные игры работают.",
    dailyTag: "Задача дня, {date}",
    clock: "Время",
    dailyHints: "Подсказки",
    submitResult: "Отправить результат",
    submitPrompt: "Игра окончена. Отправьте результат в таблицу.",
    wonSubmitPrompt: "Победа! Очки: {score}. Отправьте результат в таблицу.",
    submitted: "Результат принят: {rank}-е место.",
    hintCounted: "Подсказок в задаче дня: {n}, они учитываются в таблице.",
    dailySolverLocked:
      "Решатель не играет раздачу дня, пока принимаются результаты (до {close}). " +
      "Подсказки в своей задаче дня можно брать, они учитываются.",
    dailyDealLive:
      "Это раздача задачи дня: решатель не играет её, пока принимаются результаты. " +
      "Сыграйте её как задачу дня, там подсказки можно брать (они учитываются).",
    dailyNotLive: "Этот день закончился: сыграйте задачу сегодняшнего дня.",
    dailyClosed: "Результаты этого дня больше не принимаются.",
    playerUnknown: "Сервис не знает вашего игрока: введите имя ещё раз.",
    leaderboard: "Таблица результатов",
    boardVariant: "Раздача",
    rankColumn: "№",
    playerColumn: "Игрок",
    cardsColumn: "Карты",
    hintsColumn: "Подск.",
    movesColumn: "Ходы",
    timeColumn: "Время",
    scoreColumn: "Очки",
    wonEntry: "победа",
    you: "вы",
    playerTag: "метка игрока: отличает игроков с одним именем",
    boardEmpty: "Результатов пока нет.",
    boardMore: "Показать ещё",
  },
  en: {
    title: "Solitaire: Golf and Canfield",
    newGameTitle: "New game",
    variant: "Game",
    customRules: "Custom rules",
    newRandom: "New deal",
    options: "Rules and settings",
    codeLabel: "Game code",
    codePlaceholder: "Game code, e.g. GO1-E-AAAAAAB",
    openCode: "Open",
    gameTitle: "Game",
    currentCode: "Code",
    copy: "Copy",
    copied: "Code copied",
    score: "Score",
    moves: "Moves",
    status: "Status",
    undo: "Undo",
    hint: "Hint",
    solve: "Is this winnable?",
    playing: "Playing",
    won: "Won!",
    dead_end: "Dead end",
    loading: "Loading…",
    keysHelp:
      "Keyboard: Tab and the arrow keys pick a card or pile, Enter plays a card (tap), " +
      "M picks a card up and Enter puts it on the chosen pile (Esc cancels), " +
      "D draws, U undoes, H hints.",
    columns: "Columns",
    column: "Column {n}",
    stock: "Stock",
    stockCards: "Stock, {n} cards",
    stockEmpty: "Stock empty",
    redeal: "Stock empty: turn the waste over",
    discard: "Discard",
    waste: "Waste",
    wasteCards: "Waste, {n} cards",
    reserve: "Reserve",
    reserveCards: "Reserve, {n} cards",
    foundation: "Foundation {n}",
    foundations: "Foundations",
    baseRank: "Base rank",
    empty: "empty",
    blocked: "covered",
    picked: "Picked up {card}. Choose a pile and press Enter; Esc cancels.",
    pickCancelled: "Move cancelled.",
    hintMove: "Hint: {move}",
    hintNone: "No moves left.",
    hintWinning: "(a winning line)",
    moveDraw: "draw from the stock",
    moveRemove: "{card} from column {n}",
    moveTap: "play {card}",
    moveTransfer: "{card} onto “{pile}”",
    moveUndo: "undo",
    foundationAny: "a foundation",
    verdict_winnable: "This position can be won.",
    verdict_unwinnable: "This position cannot be won.",
    verdict_unknown: "The solver ran out of time: unknown.",
    thinking: "The solver is thinking…",
    wonNotice: "Won! Score: {score}.",
    errorPrefix: "Error",
    staleGame: "This game cannot be continued: start a new one.",
    dailyTitle: "Daily challenge",
    dailyLink: "Daily",
    dailyDay: "{date} (UTC) · results accepted until {close}",
    playerName: "Your name",
    playerPlaceholder: "Name on the leaderboard",
    join: "Join",
    playingAs: "Playing as {name}.",
    joinFirst: "Enter a name to play the daily challenge.",
    joined: "Welcome, {name}! Pick a deal of the day.",
    playDaily: "Play",
    resumeDaily: "Resume",
    resultRank: "Rank {rank}",
    difficulty: "difficulty {n}",
    noDaily: "No daily challenge today.",
    dailyUnavailable: "The daily challenge is unavailable right now; try again later. Games play on.",
    dailyTag: "Daily challenge, {date}",
    clock: "Time",
    dailyHints: "Hints",
    submitResult: "Submit result",
    submitPrompt: "Game over. Submit your result to the leaderboard.",
    wonSubmitPrompt: "Won! Score: {score}. Submit your result to the leaderboard.",
    submitted: "Result submitted: rank {rank}.",
    hintCounted: "Daily hints so far: {n}; they count on the leaderboard.",
    dailySolverLocked:
      "The solver does not play a daily deal while its results are open (until {close}). " +
      "Hints on your own daily game are allowed, and counted.",
    dailyDealLive:
      "This is a daily challenge deal: the solver does not play it while its results are open. " +
      "Play it as the daily challenge, where hints are allowed (and counted).",
    dailyNotLive: "That day is over: play today's challenge.",
    dailyClosed: "That day's results are closed.",
    playerUnknown: "The service does not know your player: enter your name again.",
    leaderboard: "Leaderboard",
    boardVariant: "Deal",
    rankColumn: "#",
    playerColumn: "Player",
    cardsColumn: "Cards",
    hintsColumn: "Hints",
    movesColumn: "Moves",
    timeColumn: "Time",
    scoreColumn: "Score",
    wonEntry: "won",
    you: "you",
    playerTag: "player tag: tells players of one name apart",
    boardEmpty: "No results yet.",
    boardMore: "Show more",
  },
};

// Labels of the variants and options GET /v1/variants lists; anything new the service
// adds shows the service's own (English) title or description instead.
const CATALOG = {
  ru: {
    "golf-easy": "Гольф, король и туз связаны",
    "golf-classic": "Гольф, король и туз не связаны",
    "canfield-draw3": "Канфилд, по 3 карты",
    "canfield-draw1": "Канфилд, по 1 карте",
    wrap: "Король и туз — соседние ранги",
    queen_on_king: "Даму можно класть на короля",
    strict_draw: "Брать из колоды, только когда нечего убрать",
    scoring: "Счёт",
    jokers: "Джокеры",
    empty_discard: "Сброс в начале пуст",
    explain: "Объяснять запрещённые ходы",
    double_tap: "Канфилд: тап кладёт карту в колонку, если не в дом",
    points: "очки",
    strokes: "удары (карты на столе)",
  },
  en: {
    "golf-easy": "Golf, King and Ace linked",
    "golf-classic": "Golf, King and Ace not linked",
    "canfield-draw3": "Canfield, draw 3",
    "canfield-draw1": "Canfield, draw 1",
    wrap: "King and Ace are adjacent ranks",
    queen_on_king: "A queen may go on a king",
    strict_draw: "Draw only when no card can be removed",
    scoring: "Scoring",
    jokers: "Jokers",
    empty_discard: "The discard starts empty",
    explain: "Explain refused moves",
    double_tap: "Canfield: a tap sends a card to a column when no foundation takes it",
    points: "points",
    strokes: "strokes (cards left)",
  },
};

const RANKS = {
  ru: { A: "Туз", J: "Валет", Q: "Дама", K: "Король", T: "10" },
  en: { A: "Ace", J: "Jack", Q: "Queen", K: "King", T: "10" },
};
const SUITS = {
  ru: { S: "пик", H: "червей", D: "бубен", C: "треф" },
  en: { S: "spades", H: "hearts", D: "diamonds", C: "clubs" },
};
const JOKERS = {
  ru: { RJ: "Красный джокер", BJ: "Чёрный джокер" },
  en: { RJ: "Red joker", BJ: "Black joker" },
};

export function text(language, key, values = {}) {
  const template = TEXTS[language][key] ?? TEXTS.en[key] ?? key;
  return template.replace(/\{(\w+)\}/g, (_, name) => String(values[name] ?? ""));
}

/** A message that is written when shown, in the language of the moment. */
export function said(key, values) {
  return (language) => text(language, key, values);
}

/** A day of the service's calendar (UTC), e.g. "1 December 2026". */
export function dayName(language, date) {
  return new Intl.DateTimeFormat(language, { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" }).format(
    new Date(`${date}T00:00:00Z`),
  );
}

/** A moment in the player's own time zone, e.g. "2 Dec, 01:00". */
export function momentName(language, isoTime) {
  return new Intl.DateTimeFormat(language, { day: "numeric", month: "short", hour: "2-digit", minute: "2-digit" }).format(
    new Date(isoTime),
  );
}

export function catalogLabel(language, key, fallback) {
  return CATALOG[language][key] ?? fallback ?? key;
}

/** "Queen of spades" / "Дама пик": a card's text alternative. */
export function cardName(language, card) {
  if (JOKERS[language][card]) return JOKERS[language][card];
  const rank = card[0];
  const rankName = RANKS[language][rank] ?? rank;
  return language === "en" ? `${rankName} of ${SUITS.en[card[1]]}` : `${rankName} ${SUITS.ru[card[1]]}`;
}

/** A language the client speaks, from the browser's preferences (Russian by default). */
export function preferredLanguage(preferences = navigator.languages || []) {
  for (const tag of preferences) {
    const primary = String(tag).slice(0, 2).toLowerCase();
    if (LANGUAGES.includes(primary)) return primary;
  }
  return "ru";
}
