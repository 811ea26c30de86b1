// @ts-check
// The client's own words in Russian (the product's language) and English.  The service
// writes a refused move's rule in the language the client asks for when the game explains
// (`explain`); the client's own words name a refusal when it does not (REFUSALS) and say
// what a failed request means (PROBLEMS: every problem type of openapi.yaml).

/** @typedef {import("./types").Language} Language */

/** @type {Language[]} */
export const LANGUAGES = ["ru", "en"];

const TEXTS = {
  ru: {
    title: "Пасьянсы: Гольф и Кэнфилд",
    brand: "Пасьянсы",
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
    codeSealed: "скрыт до итогов",
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
    skipToTable: "К столу",
    table: "Стол",
    keysHelp:
      "Клавиатура: Tab приводит на стол, стрелки выбирают карту или стопку, Enter — сыграть карту (тап), " +
      "M — взять карту и переложить её на выбранную стопку Enter-ом (Esc — отмена), " +
      "D — взять из колоды, U — отменить, H — подсказка, N — следующая лунка раунда, " +
      "«,» и «.» — шаг решения назад и вперёд.",
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
    foundation: "Фундамент {n}",
    foundations: "Фундаменты",
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
    moveNextHole: "раздать следующую лунку",
    foundationAny: "фундамент",
    newGameStarted: "Новая игра: {game}.",
    golf: "Гольф",
    canfield: "Кэнфилд",
    saidDraw: "Из колоды: {cards}.",
    saidRedeal: "Отбой перевёрнут в колоду.",
    saidUndo: "Ход отменён.",
    saidMoved: "{card} {to}.",
    toColumn: "в колонку {n}",
    toFoundation: "на фундамент {n}",
    toDiscard: "в сброс",
    toWaste: "в отбой",
    toReserve: "в резерв",
    saidScore: "Очки: {score}.",
    foundationStart: "{n}, пусто, начинается с карты {card}",
    wonBanner: "Победа!",
    wonScore: "Очки: {score}",
    verdict_winnable: "Эту позицию можно выиграть.",
    verdict_unwinnable: "Эту позицию выиграть нельзя.",
    verdict_unknown: "Решатель не успел ответить: неизвестно.",
    thinking: "Решатель думает…",
    wonNotice: "Победа! Очки: {score}.",
    errorPrefix: "Ошибка",
    dailyTitle: "Задача дня",
    dailyLink: "Задача дня",
    dailyDay: "{date} (UTC) · результаты принимаются до {close}",
    playerName: "Ваше имя",
    playerPlaceholder: "Имя в таблице результатов",
    join: "Участвовать",
    playingAs: "Вы играете как {name}.",
    joinFirst: "Введите имя, чтобы сыграть задачу дня.",
    joined: "Добро пожаловать, {name}! Выберите раздачу дня.",
    nameRefused: "Это имя нельзя использовать:",
    codeRefused: "Этот код не читается:",
    playDaily: "Играть",
    resumeDaily: "Продолжить",
    resultRank: "Место {rank}",
    difficulty: "сложность {n}",
    dailyTag: "Задача дня, {date}",
    clock: "Время",
    dailyUndos: "Отмены",
    submitResult: "Отправить результат",
    submitPrompt: "Игра окончена. Отправьте результат в таблицу.",
    wonSubmitPrompt: "Победа! Очки: {score}. Отправьте результат в таблицу.",
    submitted: "Результат принят: {rank}-е место.",
    dailySolverLocked:
      "Решатель не играет раздачу дня и не даёт к ней подсказок, пока принимаются результаты (до {close}).",
    leaderboard: "Таблица результатов",
    boardVariant: "Раздача",
    rankColumn: "№",
    playerColumn: "Игрок",
    cardsColumn: "Карты",
    strokesColumn: "Удары",
    hintsColumn: "Подск.",
    undosColumn: "Отм.",
    movesColumn: "Ходы",
    timeColumn: "Время",
    scoreColumn: "Очки",
    wonEntry: "победа",
    you: "вы",
    playerTag: "метка игрока: отличает игроков с одним именем",
    boardEmpty: "Результатов пока нет.",
    boardEmptyClosed: "Результатов не было.",
    boardMore: "Показать ещё",
    boardScope: "Чьи результаты",
    scopeEveryone: "Все",
    scopeFriends: "Друзья",
    followLabel: "Следить за игроком: имя#метка",
    follow: "Следить",
    followed: "Вы следите за {name}: результаты этого игрока — в таблице «Друзья».",
    playerRefused: "Нельзя следить за этим игроком:",
    dayEarlier: "Раньше",
    dayLater: "Позже",
    dailyDayClosed: "{date} (UTC) · итоги подведены",
    dailyDayNone: "{date}: задачи дня не было.",
    dealSealed: "код и решение откроются {close}",
    commitmentChecking: "обязательство {short}…: проверяется",
    commitmentKept: "обязательство {short}… сходится с кодом и солью",
    commitmentKeptSeen: "обязательство {short}… сходится с кодом и солью и с показанным до итогов",
    commitmentBroken: "обязательство {short}… НЕ сходится: раздачу подменили",
    commitmentUnchecked: "обязательство {short}… (проверка: sha256 от «дата|вариант|код|соль»)",
    solverMoves: "решатель: {moves}",
    solverBest: "на столе останется {cards}",
    solverCleared: "стол очищен",
    replaySolution: "Решение",
    replayLabel: "Решение: {variant}, {date}",
    replayStep: "Шаг",
    replayStepOf: "{step} из {steps}",
    replayStart: "В начало",
    replayBack: "Назад",
    replayNext: "Вперёд",
    replayEnd: "В конец",
    replayAtStart: "Решение с начала раздачи, {steps}. «Вперёд» (или «.») — следующий шаг; свой ход — и играете дальше сами.",
    replayStepSaid: "Шаг {where}: {move}.",
    resultHeld: "На проверке",
    resultRejected: "Отклонён",
    submittedHeld: "Результат принят и отложен на проверку: он сыгран быстрее, чем играют люди.",
    submittedRejected: "Результат отклонён при проверке и в таблицу не попал.",
    boardHeld:
      "Ваш результат на проверке: он сыгран быстрее, чем играют люди, и в таблице его нет, " +
      "пока оператор его не проверит. Если его одобрят, место — {rank}.",
    boardRejected: "Ваш результат отклонён при проверке и в таблицу не попал.",
    youHeld: "на проверке",
    youRejected: "отклонён",
    archiveTag: "Архив, {date}",
    playArchive: "Сыграть",
    ownResult: "ваш результат: {rank}-е место, лучше {percent} участников",
    ownResultRejected: "ваш результат отклонён при проверке",
    recordTitle: "Мои задачи дня",
    streakNone: "Вы ещё не играли задачу дня.",
    streakCurrent: "Серия: {days} подряд.",
    streakBest: "Лучшая: {days}.",
    streakKeep: "Сыграйте сегодня, чтобы её не прервать (до {until}).",
    calendarDayPlayed: "{date}: сыграно {played}, выиграно {won}",
    calendarDayNone: "{date}: не сыграно",
    legendWon: "есть победа",
    legendPlayed: "сыграно",
    percentileLine: "Ваш результат лучше, чем у {percent} участников.",
    percentileHeld: "Если результат одобрят, он лучше, чем у {percent} участников.",
    standingFirst: "Ваш результат — первый в таблице.",
    standingFirstHeld: "Если результат одобрят, он будет первым в таблице.",
    standingRank: "Ваш результат в таблице: {rank}-е место.",
    standingRankHeld: "Если результат одобрят, его место в таблице — {rank}-е.",
    shareResult: "Поделиться результатом",
    shareText: "Текст, чтобы поделиться",
    shareCopied: "Скопировано в буфер обмена.",
    shareByHand: "Браузер не дал скопировать: текст выделен ниже, скопируйте его сами.",
    spreadTitle: "Как сыграли все",
    spreadSummary: "Результатов: {count}, побед: {won} ({share}).",
    chartCards: "Карт убрано",
    chartStrokes: "Удары",
    chartTime: "Время",
    chartMine: "ваш результат: {value} ({results})",
    chartMost: "чаще всего: {value} ({results})",
    minutes: "{from}–{to} мин",
    underMinute: "меньше минуты",
    overMinutes: "{from} мин и больше",
    holes: "Раунд",
    oneDeal: "Одна раздача",
    roundOf: "{n} лунок · пар {par}",
    hole: "Лунка",
    holeOf: "{hole} из {holes}",
    toPar: "К пару",
    nextHole: "Следующая лунка",
    scorecard: "Карточка раунда",
    scorecardNine: "Лунки {first}–{last}",
    scorecardTotals: "{strokes},",
    scorecardHole: "Лунка",
    scorecardPar: "Пар",
    scorecardStrokes: "Удары",
    scorecardToPar: "К пару",
    scorecardOut: "1–9",
    scorecardIn: "10–18",
    scorecardTotal: "Всего",
    parEven: "ровно в пар",
    parUnder: "{n} ниже пара",
    parOver: "{n} выше пара",
    finished: "Окончен",
    holeOverStatus: "Лунка сыграна",
    holeOver: "Лунка {hole}: {strokes}. Итого {total} ({par}).",
    holeCleared: "Лунка {hole} пройдена чисто! Итого {total} ({par}).",
    roundWon: "Все лунки пройдены чисто: {total}, {par} к пару {roundPar}.",
    roundFinished: "Раунд окончен: {total}, {par} к пару {roundPar}.",
    roundWonBanner: "Все лунки чисто!",
    roundOverBanner: "Раунд окончен",
    roundBannerLine: "{total} · {par}",
    saidHoleDealt: "Лунка {hole} из {holes}.",
    verdict_unwinnable_best: "Эту позицию выиграть нельзя: лучшая линия оставляет на столе {cards}.",
    verdict_unknown_best: "Решатель не успел ответить; лучшая найденная линия оставляет на столе {cards}.",
    hintBest: "(выиграть нельзя: так на столе останется меньше всего, {cards})",
     // Duels (duel.js, duel-view.js).
    "duel.title": "Дуэли",
    "duel.needPlayer": "Чтобы играть дуэли, введите имя в задаче дня.",
    "duel.variant": "Игра дуэли",
    "duel.create": "Вызвать на дуэль",
    "duel.inviteLabel": "Код приглашения",
    "duel.open": "Открыть дуэль",
    "duel.link": "Ссылка-приглашение",
    "duel.share": "Пригласить",
    "duel.refresh": "Обновить",
    "duel.showLine": "Решение по шагам",
    "duel.mine": "Мои дуэли",
    "duel.submit": "Отправить результат дуэли",
    "duel.tag": "Дуэль: {game}",
    "duel.gameLost": "Ваша игра этой дуэли осталась в другом браузере: продолжите её там.",
    "duel.submitted": "Результат дуэли отправлен.",
    "duel.submittedHeld": "Результат дуэли отправлен и ждёт проверки.",
    "duel.shareText": "Дуэль в пасьянс ({variant}): одна раздача на двоих. Код приглашения {invite}.",
    "duel.cardTitle": "Дуэль: {variant}, {invite}",
    "duel.shared_shared": "Приглашение отправлено.",
    "duel.shared_copied": "Ссылка-приглашение скопирована в буфер обмена.",
    "duel.shared_shown": "Скопируйте ссылку-приглашение из поля выше.",
    "duel.waiting": "Ждём соперника: отправьте ему приглашение.",
    "duel.waitingResultIn": "Ваш результат отправлен: ждём соперника (отправьте ему приглашение).",
    "duel.playing": "Дуэль идёт: результатов пока нет.",
    "duel.yourTurn": "Соперник уже отправил результат: ваш ход.",
    "duel.theirTurn": "Ваш результат отправлен: ждём соперника.",
    "duel.finished": "Дуэль окончена: оба результата получены.",
    "duel.expired": "Дуэль истекла: прошло 7 дней.",
    "duel.join": "Принять вызов и играть",
    "duel.play": "Играть",
    "duel.noOpponent": "соперник ещё не пришёл",
    "duel.you": "{name} (вы)",
    "duel.sent": "Результат",
    "duel.notJoined": "—",
    "duel.resultIn": "получен",
    "duel.resultNotIn": "ещё нет",
    "duel.outcome": "Итог",
    "duel.won": "выиграна",
    "duel.notWon": "не выиграна",
    "duel.cardsHome": "Карты",
    "duel.review": "Проверка",
    "duel.review_clear": "пройдена",
    "duel.review_held": "на проверке",
    "duel.review_rejected": "отклонён",
    "duel.youWon": "Вы победили!",
    "duel.theyWon": "Победил {name}.",
    "duel.draw": "Ничья.",
    "duel.underReview": "Результат на проверке: победитель будет известен после неё.",
    "duel.solverLine": "Код раздачи {code}. Решатель выигрывает за {moves}.",
    "duel.solverNone": "Код раздачи {code}. {verdict}",
    "duel.counts": "Побед {won} · поражений {lost} · ничьих {drawn} · идут {open}",
    "duel.item": "{variant} — {other}: {outcome}",
    "duel.status_waiting": "ждёт соперника",
    "duel.status_playing": "идёт",
    "duel.wonShort": "победа",
    "duel.lostShort": "поражение",
    "duel.drawShort": "ничья",
    "duel.underReviewShort": "на проверке",
  },
  en: {
    title: "Solitaire: Golf and Canfield",
    brand: "Solitaire",
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
    codeSealed: "out when results close",
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
    skipToTable: "Skip to the table",
    table: "Table",
    keysHelp:
      "Keyboard: Tab reaches the table, the arrow keys pick a card or pile, Enter plays a card (tap), " +
      "M picks a card up and Enter puts it on the chosen pile (Esc cancels), " +
      "D draws, U undoes, H hints, N deals a round's next hole, " +
      "“,” and “.” step a solution back and on.",
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
    moveNextHole: "deal the next hole",
    foundationAny: "a foundation",
    newGameStarted: "New game: {game}.",
    golf: "Golf",
    canfield: "Canfield",
    saidDraw: "Drawn: {cards}.",
    saidRedeal: "The waste is turned over into the stock.",
    saidUndo: "Move undone.",
    saidMoved: "{card} {to}.",
    toColumn: "to column {n}",
    toFoundation: "to foundation {n}",
    toDiscard: "to the discard",
    toWaste: "to the waste",
    toReserve: "to the reserve",
    saidScore: "Score: {score}.",
    foundationStart: "{n}, empty, starts with the {card}",
    wonBanner: "You won!",
    wonScore: "Score: {score}",
    verdict_winnable: "This position can be won.",
    verdict_unwinnable: "This position cannot be won.",
    verdict_unknown: "The solver ran out of time: unknown.",
    thinking: "The solver is thinking…",
    wonNotice: "Won! Score: {score}.",
    errorPrefix: "Error",
    dailyTitle: "Daily challenge",
    dailyLink: "Daily",
    dailyDay: "{date} (UTC) · results accepted until {close}",
    playerName: "Your name",
    playerPlaceholder: "Name on the leaderboard",
    join: "Join",
    playingAs: "Playing as {name}.",
    joinFirst: "Enter a name to play the daily challenge.",
    joined: "Welcome, {name}! Pick a deal of the day.",
    nameRefused: "That name cannot be used:",
    codeRefused: "That code cannot be read:",
    playDaily: "Play",
    resumeDaily: "Resume",
    resultRank: "Rank {rank}",
    difficulty: "difficulty {n}",
    dailyTag: "Daily challenge, {date}",
    clock: "Time",
    dailyUndos: "Undos",
    submitResult: "Submit result",
    submitPrompt: "Game over. Submit your result to the leaderboard.",
    wonSubmitPrompt: "Won! Score: {score}. Submit your result to the leaderboard.",
    submitted: "Result submitted: rank {rank}.",
    dailySolverLocked:
      "The solver neither plays a daily deal nor gives hints on it while its results are open (until {close}).",
    leaderboard: "Leaderboard",
    boardVariant: "Deal",
    rankColumn: "#",
    playerColumn: "Player",
    cardsColumn: "Cards",
    strokesColumn: "Strokes",
    hintsColumn: "Hints",
    undosColumn: "Undos",
    movesColumn: "Moves",
    timeColumn: "Time",
    scoreColumn: "Score",
    wonEntry: "won",
    you: "you",
    playerTag: "player tag: tells players of one name apart",
    boardEmpty: "No results yet.",
    boardEmptyClosed: "There were no results.",
    boardMore: "Show more",
    boardScope: "Whose results",
    scopeEveryone: "Everyone",
    scopeFriends: "Friends",
    followLabel: "Follow a player: name#tag",
    follow: "Follow",
    followed: "You follow {name}: they are on your friends board.",
    playerRefused: "That player cannot be followed:",
    dayEarlier: "Earlier",
    dayLater: "Later",
    dailyDayClosed: "{date} (UTC) · results closed",
    dailyDayNone: "{date}: no daily challenge.",
    dealSealed: "code and solution out {close}",
    commitmentChecking: "commitment {short}…: checking",
    commitmentKept: "commitment {short}… matches the code and salt",
    commitmentKeptSeen: "commitment {short}… matches the code and salt, and the one shown before the close",
    commitmentBroken: "commitment {short}… does NOT match: the deal was swapped",
    commitmentUnchecked: "commitment {short}… (check: sha256 of “date|variant|code|salt”)",
    solverMoves: "solver: {moves}",
    solverBest: "leaves {cards}",
    solverCleared: "table cleared",
    replaySolution: "Solution",
    replayLabel: "Solution: {variant}, {date}",
    replayStep: "Step",
    replayStepOf: "{step} of {steps}",
    replayStart: "Start",
    replayBack: "Back",
    replayNext: "Next",
    replayEnd: "End",
    replayAtStart: "The solver's line from the deal, {steps}. Next (or “.”) plays a step; a move of yours plays on from there.",
    replayStepSaid: "Step {where}: {move}.",
    resultHeld: "Held for review",
    resultRejected: "Rejected",
    submittedHeld: "Result received and held for review: it was played faster than people play.",
    submittedRejected: "The result was rejected on review and is not on the board.",
    boardHeld:
      "Your result is held for review: it was played faster than people play, so it is off the board " +
      "until an operator checks it. If cleared, its rank is {rank}.",
    boardRejected: "Your result was rejected on review and is not on the board.",
    youHeld: "held for review",
    youRejected: "rejected",
    archiveTag: "Archive, {date}",
    playArchive: "Play",
    ownResult: "your result: rank {rank}, better than {percent} of players",
    ownResultRejected: "your result was rejected on review",
    recordTitle: "My daily challenges",
    streakNone: "You have not played a daily challenge yet.",
    streakCurrent: "Streak: {days} in a row.",
    streakBest: "Best: {days}.",
    streakKeep: "Play today to keep it going (until {until}).",
    calendarDayPlayed: "{date}: played {played}, won {won}",
    calendarDayNone: "{date}: not played",
    legendWon: "won",
    legendPlayed: "played",
    percentileLine: "Your result beats {percent} of the board.",
    percentileHeld: "If cleared, your result beats {percent} of the board.",
    standingFirst: "Yours is the first result on the board.",
    standingFirstHeld: "If cleared, yours is the first result on the board.",
    standingRank: "Your result is on the board at rank {rank}.",
    standingRankHeld: "If cleared, your result ranks {rank} on the board.",
    shareResult: "Share my result",
    shareText: "Text to share",
    shareCopied: "Copied to the clipboard.",
    shareByHand: "The browser did not let the page copy: the text is selected below, copy it yourself.",
    spreadTitle: "How everyone played",
    spreadSummary: "{results}, {won} won ({share}).",
    chartCards: "Cards cleared",
    chartStrokes: "Strokes",
    chartTime: "Time",
    chartMine: "yours: {value} ({results})",
    chartMost: "most: {value} ({results})",
    minutes: "{from}–{to} min",
    underMinute: "under a minute",
    overMinutes: "{from} min and more",
    holes: "Round",
    oneDeal: "One deal",
    roundOf: "{n} holes · par {par}",
    hole: "Hole",
    holeOf: "{hole} of {holes}",
    toPar: "To par",
    nextHole: "Next hole",
    scorecard: "Scorecard",
    scorecardNine: "Holes {first}–{last}",
    scorecardTotals: "{strokes},",
    scorecardHole: "Hole",
    scorecardPar: "Par",
    scorecardStrokes: "Strokes",
    scorecardToPar: "To par",
    scorecardOut: "Out",
    scorecardIn: "In",
    scorecardTotal: "Total",
    parEven: "even par",
    parUnder: "{n} under par",
    parOver: "{n} over par",
    finished: "Finished",
    holeOverStatus: "Hole over",
    holeOver: "Hole {hole}: {strokes}. Total {total} ({par}).",
    holeCleared: "Hole {hole} cleared! Total {total} ({par}).",
    roundWon: "Every hole cleared: {total}, {par} against par {roundPar}.",
    roundFinished: "Round over: {total}, {par} against par {roundPar}.",
    roundWonBanner: "Every hole cleared!",
    roundOverBanner: "Round over",
    roundBannerLine: "{total} · {par}",
    saidHoleDealt: "Hole {hole} of {holes} dealt.",
    verdict_unwinnable_best: "This position cannot be won: the best line leaves {cards} on the table.",
    verdict_unknown_best: "The solver ran out of time; the best line it found leaves {cards} on the table.",
    hintBest: "(no line wins: this one leaves the fewest, {cards})",
     // Duels (duel.js, duel-view.js).
    "duel.title": "Duels",
    "duel.needPlayer": "To play duels, enter your name in the daily challenge.",
    "duel.variant": "Duel's game",
    "duel.create": "Challenge to a duel",
    "duel.inviteLabel": "Invite code",
    "duel.open": "Open duel",
    "duel.link": "Invite link",
    "duel.share": "Invite",
    "duel.refresh": "Refresh",
    "duel.showLine": "Step through the solution",
    "duel.mine": "My duels",
    "duel.submit": "Submit duel result",
    "duel.tag": "Duel: {game}",
    "duel.gameLost": "Your game of this duel stayed in another browser: go on with it there.",
    "duel.submitted": "Duel result submitted.",
    "duel.submittedHeld": "Duel result submitted; it is under review.",
    "duel.shareText": "A solitaire duel ({variant}): one deal, two players. Invite code {invite}.",
    "duel.cardTitle": "Duel: {variant}, {invite}",
    "duel.shared_shared": "Invite sent.",
    "duel.shared_copied": "Invite link copied to the clipboard.",
    "duel.shared_shown": "Copy the invite link from the field above.",
    "duel.waiting": "Waiting for an opponent: send them the invite.",
    "duel.waitingResultIn": "Your result is in: waiting for an opponent (send them the invite).",
    "duel.playing": "The duel is on: no results yet.",
    "duel.yourTurn": "Your opponent's result is in: your turn.",
    "duel.theirTurn": "Your result is in: waiting for your opponent.",
    "duel.finished": "The duel is over: both results are in.",
    "duel.expired": "The duel expired: 7 days went by.",
    "duel.join": "Accept and play",
    "duel.play": "Play",
    "duel.noOpponent": "no opponent yet",
    "duel.you": "{name} (you)",
    "duel.sent": "Result",
    "duel.notJoined": "—",
    "duel.resultIn": "in",
    "duel.resultNotIn": "not yet",
    "duel.outcome": "Outcome",
    "duel.won": "won",
    "duel.notWon": "not won",
    "duel.cardsHome": "Cards",
    "duel.review": "Review",
    "duel.review_clear": "clear",
    "duel.review_held": "under review",
    "duel.review_rejected": "rejected",
    "duel.youWon": "You won!",
    "duel.theyWon": "{name} won.",
    "duel.draw": "A draw.",
    "duel.underReview": "A result is under review: the winner is known once it is decided.",
    "duel.solverLine": "Deal code {code}. The solver wins it in {moves}.",
    "duel.solverNone": "Deal code {code}. {verdict}",
    "duel.counts": "Won {won} · lost {lost} · drawn {drawn} · open {open}",
    "duel.item": "{variant} — {other}: {outcome}",
    "duel.status_waiting": "waiting",
    "duel.status_playing": "on",
    "duel.wonShort": "won",
    "duel.lostShort": "lost",
    "duel.drawShort": "draw",
    "duel.underReviewShort": "under review",
  },
};

// Labels of the variants and options GET /v1/variants lists; anything new the service
// adds shows the service's own (English) title or description instead.  A variant's label
// is its one name everywhere: the catalog's `title` (English) and the share text's name
// (service/engine/variants.py, translated in service/translations) say the same words.
const CATALOG = {
  ru: {
    "golf-easy": "Гольф, лёгкий",
    "golf-classic": "Гольф, классический",
    "canfield-draw3": "Кэнфилд, колода по 3",
    "canfield-draw1": "Кэнфилд, колода по 1",
    "golf-round": "Раунд гольфа, классический (9 лунок)",
    "golf-round-easy": "Раунд гольфа, лёгкий (9 лунок)",
    wrap: "Король и туз — соседние ранги",
    queen_on_king: "Даму можно класть на короля",
    strict_draw: "Брать из колоды, только когда нечего убрать",
    scoring: "Счёт",
    jokers: "Джокеры",
    empty_discard: "Сброс в начале пуст",
    explain: "Объяснять запрещённые ходы",
    double_tap: "Кэнфилд: тап кладёт карту в колонку, если не на фундамент",
    points: "очки",
    strokes: "удары (карты на столе)",
  },
  en: {
    "golf-easy": "Golf, easy",
    "golf-classic": "Golf, classic",
    "canfield-draw3": "Canfield, draw 3",
    "canfield-draw1": "Canfield, draw 1",
    "golf-round": "Golf round, classic (9 holes)",
    "golf-round-easy": "Golf round, easy (9 holes)",
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

// A refused move in the client's own words, for a game that does not explain (`explain`
// off: the rule itself is not told, only what was refused).  Codes: service/engine/game.py.
const REFUSALS = {
  ru: {
    rank_mismatch: "Эта карта не ложится на сброс.",
    hole_not_over: "Эта лунка ещё не доиграна.",
    hole_over: "Лунка окончена: раздайте следующую.",
    round_over: "Раунд окончен: начните новую игру.",
    card_blocked: "Эта карта закрыта.",
    card_not_on_table: "Этой карты нет на столе.",
    column_empty: "Эта колонка пуста.",
    stock_empty: "Колода пуста.",
    draw_not_allowed: "Брать из колоды сейчас нельзя.",
    card_not_playable: "Этой картой сейчас не сыграть.",
    not_a_sequence: "Эти карты нельзя перенести вместе.",
    same_pile: "Карта уже здесь.",
    foundation_one_card: "На фундамент — по одной карте.",
    foundation_suit: "Эта карта не ложится на этот фундамент.",
    foundation_start: "Эта карта не ложится на этот фундамент.",
    foundation_rank: "Эта карта не ложится на этот фундамент.",
    column_colour: "Эта карта не ложится на эту колонку.",
    column_rank: "Эта карта не ложится на эту колонку.",
    no_foundation: "Эта карта не идёт на фундамент.",
    no_destination: "Этой карте некуда пойти.",
    nothing_to_draw: "Колода и отбой пусты.",
    nothing_to_undo: "Нечего отменять.",
    game_over: "Игра окончена.",
    wrong_game: "Это ход другой игры.",
    other: "Так сходить нельзя.",
  },
  en: {
    rank_mismatch: "This card does not go on the discard.",
    hole_not_over: "This hole is not over yet.",
    hole_over: "The hole is over: deal the next one.",
    round_over: "The round is over: start a new game.",
    card_blocked: "This card is covered.",
    card_not_on_table: "This card is not on the table.",
    column_empty: "This column is empty.",
    stock_empty: "The stock is empty.",
    draw_not_allowed: "You cannot draw now.",
    card_not_playable: "This card cannot be played now.",
    not_a_sequence: "These cards cannot move together.",
    same_pile: "The card is already there.",
    foundation_one_card: "One card at a time goes to a foundation.",
    foundation_suit: "This card does not go on that foundation.",
    foundation_start: "This card does not go on that foundation.",
    foundation_rank: "This card does not go on that foundation.",
    column_colour: "This card does not go on that column.",
    column_rank: "This card does not go on that column.",
    no_foundation: "This card does not go to a foundation.",
    no_destination: "This card has nowhere to go.",
    nothing_to_draw: "The stock and the waste are empty.",
    nothing_to_undo: "There is nothing to undo.",
    game_over: "The game is over.",
    wrong_game: "That move belongs to another game.",
    other: "That move is not allowed.",
  },
};

// What a failed request means, by problem type (the name after urn:solitaire:problem:, see
// openapi.yaml and service/api/), in the page's language: short, and the same whichever
// language the service answered in (its `detail`, in the language asked, is told where it
// says exactly why: problems.js).  `http-4xx`/`http-5xx` stand for any other answer,
// `unreachable` for none.
const PROBLEMS = {
  ru: {
    "invalid-json": "Сервис не понял запрос: это ошибка клиента.",
    "invalid-body": "Сервис не принял запрос: это ошибка клиента.",
    "invalid-parameter": "Сервис не принял запрос: это ошибка клиента.",
    "invalid-header": "Сервис не принял запрос: это ошибка клиента.",
    "invalid-code": "Код раздачи не читается: проверьте его.",
    "invalid-layout": "Такой раздачи не бывает.",
    "invalid-round": "Раунда такой длины нет.",
    "hole-not-over": "Сначала доиграйте эту лунку: следующая раздаётся, когда эта пройдена или ходов больше нет.",
    "conflicting-rules": "Эти правила нельзя сочетать.",
    "invalid-state": "Эту игру продолжить нельзя: начните новую.",
    "state-expired": "Эта игра слишком давно не продолжалась: начните новую.",
    "state-too-old": "Решатель не разбирает эту старую раздачу: начните её заново.",
    "move-not-in-game": "Этот ход из другой игры.",
    "invalid-name": "Это имя нельзя использовать: возьмите другое (буквы одного алфавита, без особых знаков).",
    unauthorized: "Сервис не знает вашего игрока: введите имя ещё раз.",
    forbidden: "Это данные другого игрока.",
    "state-not-yours": "Эту игру начали не вы.",
    "not-scheduled": "Сегодня задачи дня нет.",
    "daily-not-live": "Этот день закончился: сыграйте задачу сегодняшнего дня.",
    "daily-closed": "Результаты этого дня больше не принимаются.",
    "daily-deal-live":
      "Это раздача задачи дня: пока принимаются результаты, её играют только как задачу дня, " +
      "а решатель её не разбирает и подсказок к ней не даёт.",
    "not-a-daily-game": "Это не игра задачи дня.",
    "daily-attempt-started": "Вы уже начали эту задачу дня: продолжайте её.",
    "daily-attempt-live": "Задача дня попадёт в историю вместе с результатом.",
    "daily-replay": "Это повтор раздачи после вашего результата: он не идёт в таблицу.",
    "stale-state": "Эта позиция устарела: задача дня продолжается с последнего хода (ход можно отменить).",
    "game-not-finished": "Игра ещё не окончена: результат отправляют после победы или тупика.",
    "no-result": "У вас ещё нет результата этой раздачи.",
    "invalid-range": "Календарь спросил не те дни: от первого до последнего, не больше года.",
    "unknown-player": "Нет игрока с таким именем и меткой: метка — четыре знака рядом с именем в таблице.",
    "follow-self": "Это вы сами: вы и так есть в таблице друзей.",
    "follow-limit": "Вы уже следите за 200 игроками: сначала перестаньте следить за кем-нибудь.",
    "ambiguous-player": "Это имя и метку носят два игрока: их не различить.",
    "not-following": "Вы не следите за этим игроком.",
    "no-such-duel": "Такой дуэли нет: код приглашения — восемь знаков, которые дали сопернику.",
    "duel-variant-unsupported": "Раунд гольфа пока нельзя играть дуэлью: выберите одну раздачу.",
    "own-duel": "Это ваша дуэль: отправьте приглашение тому, кого вызываете.",
    "duel-taken": "В этой дуэли уже есть соперник: дуэль — на двоих.",
    "duel-joined": "Вы уже в этой дуэли: продолжайте свою игру.",
    "duel-over": "Дуэль окончена: в неё больше не входят и результатов не принимают.",
    "not-in-duel": "Вы не участвуете в этой дуэли.",
    "not-this-duel": "Это не ваша игра этой дуэли.",
    "duel-game": "Игра дуэли идёт в дуэль, а не в историю.",
    "invalid-cursor": "Таблица устарела: выберите раздачу ещё раз.",
    "idempotency-key-reused": "Сервис не принял запись игры: это ошибка клиента.",
    "idempotency-key-in-flight": "Сервис ещё выполняет этот запрос: повторите через секунду.",
    "invalid-timestamp": "Сервис не принял время начала игры.",
    "invalid-record": "Сервис не смог записать игру.",
    "rate-limited": "Слишком много запросов: подождите {seconds} с.",
    "already-running": "Решатель ещё думает над прошлым вопросом: подождите.",
    "solver-busy": "Решатель занят: спросите через несколько секунд.",
    "database-unavailable": "Задача дня и история игр сейчас недоступны, попробуйте позже. Обычные игры работают.",
    "not-ready": "Сервис ещё не готов: попробуйте позже.",
    "internal-error": "Сбой сервиса: попробуйте ещё раз.",
    "http-4xx": "Сервис не принял запрос (HTTP {status}).",
    "http-5xx": "Сбой сервиса (HTTP {status}): попробуйте ещё раз.",
    unreachable: "Сервис недоступен: проверьте соединение.",
  },
  en: {
    "invalid-json": "The service could not read the request: a fault of this client.",
    "invalid-body": "The service refused the request: a fault of this client.",
    "invalid-parameter": "The service refused the request: a fault of this client.",
    "invalid-header": "The service refused the request: a fault of this client.",
    "invalid-code": "The game code cannot be read: check it.",
    "invalid-layout": "That layout is not a deal.",
    "invalid-round": "There is no round of that length.",
    "hole-not-over": "Finish this hole first: the next one is dealt once it is cleared or no move is left.",
    "conflicting-rules": "These rules cannot go together.",
    "invalid-state": "This game cannot be continued: start a new one.",
    "state-expired": "This game was left too long ago: start a new one.",
    "state-too-old": "The solver cannot read this old custom deal: start it again.",
    "move-not-in-game": "That move belongs to another game.",
    "invalid-name": "That name cannot be used: pick another (letters of one alphabet, no special marks).",
    unauthorized: "The service does not know your player: enter your name again.",
    forbidden: "That is another player's data.",
    "state-not-yours": "You did not start this game.",
    "not-scheduled": "No daily challenge today.",
    "daily-not-live": "That day is over: play today's challenge.",
    "daily-closed": "That day's results are closed.",
    "daily-deal-live":
      "This is a daily challenge deal: while its results are open it is played only as the daily " +
      "challenge, and the solver neither plays it nor gives hints on it.",
    "not-a-daily-game": "This is not a daily challenge game.",
    "daily-attempt-started": "You have started this daily challenge already: play on.",
    "daily-attempt-live": "A daily challenge goes into your history with its result.",
    "daily-replay": "This is the deal played again after your result: it does not go on the leaderboard.",
    "stale-state": "This position is out of date: the daily challenge goes on from its latest move (undo takes one back).",
    "game-not-finished": "The game is not over yet: a result is submitted once won or at a dead end.",
    "no-result": "You have no result for this deal yet.",
    "invalid-range": "The calendar asked for days that are not a range: first to last, a year at most.",
    "unknown-player": "No player has that name and tag: the tag is the four characters beside the name on a board.",
    "follow-self": "That is you: you are on your friends board anyway.",
    "follow-limit": "You follow 200 players already: stop following one first.",
    "ambiguous-player": "Two players have that name and tag: they cannot be told apart.",
    "not-following": "You do not follow that player.",
    "no-such-duel": "No such duel: an invite is the eight characters given to the opponent.",
    "duel-variant-unsupported": "A round of Golf cannot be duelled yet: choose one deal.",
    "own-duel": "This is your own duel: send its invite to the player you challenge.",
    "duel-taken": "This duel has its opponent: a duel is for two.",
    "duel-joined": "You are in this duel already: go on with your game.",
    "duel-over": "The duel is over: nobody joins it and no result is taken.",
    "not-in-duel": "You are not in this duel.",
    "not-this-duel": "This is not your game of this duel.",
    "duel-game": "A duel's game goes to its duel, not the history.",
    "invalid-cursor": "The leaderboard is out of date: choose the deal again.",
    "idempotency-key-reused": "The service refused to record the game: a fault of this client.",
    "idempotency-key-in-flight": "The service is still working on this request: try again in a second.",
    "invalid-timestamp": "The service refused the game's start time.",
    "invalid-record": "The service could not record the game.",
    "rate-limited": "Too many requests: wait {seconds} s.",
    "already-running": "The solver is still on your last question: wait for it.",
    "solver-busy": "The solver is busy: ask again in a few seconds.",
    "database-unavailable": "The daily challenge and the game history are unavailable now; try again later. Games play on.",
    "not-ready": "The service is not ready yet: try again later.",
    "internal-error": "The service failed: try again.",
    "http-4xx": "The service refused the request (HTTP {status}).",
    "http-5xx": "The service failed (HTTP {status}): try again.",
    unreachable: "The service cannot be reached: check the connection.",
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

// Words with a number, in the forms the language's plural rules pick (Intl.PluralRules:
// Russian has one, few and many).
const PLURALS = {
  ru: {
    stroke: { one: "{n} удар", few: "{n} удара", many: "{n} ударов", other: "{n} удара" },
    card: { one: "{n} карта", few: "{n} карты", many: "{n} карт", other: "{n} карты" },
    move: { one: "{n} ход", few: "{n} хода", many: "{n} ходов", other: "{n} хода" },
    day: { one: "{n} день", few: "{n} дня", many: "{n} дней", other: "{n} дня" },
    result: { one: "{n} результат", few: "{n} результата", many: "{n} результатов", other: "{n} результата" },
  },
  en: {
    stroke: { one: "{n} stroke", other: "{n} strokes" },
    card: { one: "{n} card", other: "{n} cards" },
    move: { one: "{n} move", other: "{n} moves" },
    day: { one: "{n} day", other: "{n} days" },
    result: { one: "{n} result", other: "{n} results" },
  },
};

/** @typedef {Record<string, string | number>} Values */

/**
 * @param {string} template
 * @param {Values} values
 */
function fill(template, values) {
  return template.replace(/\{(\w+)\}/g, (_, name) => String(values[name] ?? ""));
}

/**
 * The client's words for `key`, `{name}`s filled from `values`.
 * @param {Language} language
 * @param {string} key
 * @param {Values} [values]
 */
export function text(language, key, values = {}) {
  /** @type {Record<string, string>} */
  const texts = TEXTS[language];
  /** @type {Record<string, string>} */
  const english = TEXTS.en;
  return fill(texts[key] ?? english[key] ?? key, values);
}

/**
 * A number with its noun, e.g. "2 удара", "1 stroke" (`noun`: a key of PLURALS).
 * @param {Language} language
 * @param {string} noun
 * @param {number} n
 */
export function counted(language, noun, n) {
  /** @type {Record<string, Record<string, string>>} */
  const nouns = PLURALS[language];
  const forms = nouns[noun] ?? {};
  const form = new Intl.PluralRules(language).select(n);
  return fill(forms[form] ?? forms.other ?? `{n} ${noun}`, { n });
}

/**
 * `words` as a sentence of its own, ending in a full stop unless it ends in a stop of its
 * own ("!", "?", "…"): the service's rule messages and the status words end in none, and
 * a screen reader runs words on when nothing parts them.
 * @param {string} words
 */
export const sentence = (words) => (/[.!?…]$/.test(words) ? words : `${words}.`);

/**
 * A message that is written when shown, in the language of the moment.
 * @param {string} key
 * @param {Values} [values]
 * @returns {import("./types").Words}
 */
export function said(key, values) {
  return (language) => text(language, key, values);
}

/**
 * A refused move in the client's own words (any code the client does not know yet gets
 * words all the same).
 * @param {Language} language
 * @param {string} code
 */
export function refusalText(language, code) {
  /** @type {Record<string, string>} */
  const words = REFUSALS[language];
  return words[code] ?? words.other ?? code;
}

/**
 * What a failed request means (`kind`: a problem type's name, or `http-4xx`, `http-5xx`,
 * `unreachable`); null for a kind the client has no words for.
 * @param {Language} language
 * @param {string} kind
 * @param {Values} [values]
 */
export function problemText(language, kind, values = {}) {
  /** @type {Record<string, string>} */
  const words = PROBLEMS[language];
  return kind in words ? fill(words[kind] ?? kind, values) : null;
}

/**
 * A day of the service's calendar (UTC), e.g. "1 December 2026".
 * @param {Language} language
 * @param {string} date
 */
export function dayName(language, date) {
  return new Intl.DateTimeFormat(language, { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" }).format(
    new Date(`${date}T00:00:00Z`),
  );
}

/**
 * A month of the service's calendar, e.g. "December 2026", or in short "Dec" (`month`: `YYYY-MM`).
 * @param {Language} language
 * @param {string} month
 * @param {"long" | "short"} [length]
 */
export function monthName(language, month, length = "long") {
  const year = length === "long" ? "numeric" : undefined;
  const name = new Intl.DateTimeFormat(language, { month: length, year, timeZone: "UTC" }).format(
    new Date(`${month}-01T00:00:00Z`),
  );
  return name.charAt(0).toUpperCase() + name.slice(1);
}

/**
 * The days of the week, Monday first: a short name for a calendar's column, a long one.
 * @param {Language} language
 */
export function weekdayNames(language) {
  const short = new Intl.DateTimeFormat(language, { weekday: "short", timeZone: "UTC" });
  const long = new Intl.DateTimeFormat(language, { weekday: "long", timeZone: "UTC" });
  // 2024-01-01 was a Monday.
  return Array.from({ length: 7 }, (_, day) => {
    const date = new Date(Date.UTC(2024, 0, 1 + day));
    return { short: short.format(date), long: long.format(date) };
  });
}

/**
 * A share in percent, e.g. "97.4%" ("97,4 %" in Russian); `percent` is 0-100.
 * @param {Language} language
 * @param {number} percent
 */
export function percentText(language, percent) {
  return new Intl.NumberFormat(language, { style: "percent", maximumFractionDigits: 1 }).format(percent / 100);
}

/**
 * A moment in the player's own time zone, e.g. "2 Dec, 01:00".
 * @param {Language} language
 * @param {string} isoTime
 */
export function momentName(language, isoTime) {
  return new Intl.DateTimeFormat(language, { day: "numeric", month: "short", hour: "2-digit", minute: "2-digit" }).format(
    new Date(isoTime),
  );
}

/**
 * The client's label of a variant or option the catalog lists, else `fallback`.
 * @param {Language} language
 * @param {string} key
 * @param {string} [fallback]
 */
export function catalogLabel(language, key, fallback) {
  /** @type {Record<string, string>} */
  const labels = CATALOG[language];
  return labels[key] ?? fallback ?? key;
}

/**
 * A variant's name: the client's label, else the title `catalog` (GET /v1/variants) gives
 * a variant new to the client, and its bare id only while neither is known.
 * @param {Language} language
 * @param {import("./types").Variants | null} catalog
 * @param {string} variant
 */
export function variantLabel(language, catalog, variant) {
  const listed = [...(catalog?.variants ?? []), ...(catalog?.rounds ?? [])].find((entry) => entry.name === variant);
  return catalogLabel(language, variant, listed?.title ?? variant);
}

/**
 * "Queen of spades" / "Дама пик": a card's text alternative.
 * @param {Language} language
 * @param {string} card
 */
export function cardName(language, card) {
  /** @type {Record<string, string>} */
  const jokers = JOKERS[language];
  const joker = jokers[card];
  if (joker) return joker;
  const [rank = "", suit = ""] = card;
  /** @type {Record<string, string>} */
  const ranks = RANKS[language];
  /** @type {Record<string, string>} */
  const suits = SUITS[language];
  const rankName = ranks[rank] ?? rank;
  return language === "en" ? `${rankName} of ${suits[suit]}` : `${rankName} ${suits[suit]}`;
}

/**
 * A language the client speaks, from the browser's preferences: the first of ours it
 * asks for; English when it asks only for others (German, French...), as the service
 * answers them; Russian, the product's language, when it asks for none at all.
 * @param {readonly string[]} preferences
 * @returns {Language}
 */
export function preferredLanguage(preferences = navigator.languages ?? []) {
  for (const tag of preferences) {
    const primary = String(tag).slice(0, 2).toLowerCase();
    const ours = LANGUAGES.find((language) => language === primary);
    if (ours) return ours;
  }
  return preferences.length ? "en" : "ru";
}
