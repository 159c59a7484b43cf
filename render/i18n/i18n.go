// Package i18n holds the client's words: French first, with the
// règlements' own labels, and English when the browser's language is not
// French.
package i18n

import (
	"strings"
	"time"

	"revela/core/money"
)

// Words are the texts of the screens in one language.
type Words struct {
	Lang        string
	Lobby       string
	Balance     string
	Demo        string
	Stake       string
	Play        func(price money.Cents) string // JOUEZ 1 €
	Soon        string                         // a game the server does not sell yet
	Unavailable string                         // a game the server sells but this client cannot show
	// Jackpot says the SUPER JACKPOT part of a price (docs/rules/README.md),
	// the name with a no-break space: never cut on two lines.
	Jackpot     func(part money.Cents) string
	Go          string
	Auto        string
	YouWin      func(prize money.Cents) string // « Vous gagnez 12,50 € »
	Lost        string
	LostCalm    string
	Total       string
	History     string
	Back        string
	Replay      string
	More        string
	Unfinished  string
	Won         func(prize money.Cents) string
	NoWin       string
	Empty       string
	Loading     string
	Buying      string
	Error       string
	Retry       string
	ToLobby     string // the error screen's way back to the lobby
	NoFunds     string
	Ended       string // the browser's earlier session ended (unused too long, a logout): a new player
	EndedShort  string // Ended where it does not fit
	Undisplay   string // the script failed the check
	Network     string
	ServerDown  string // a 5xx answer
	BadStake    string // ?stake= not on offer
	UnknownGame string // ?game= not a game
	NoScreen    string // ?game= without a screen in this client
	NoTicket    string // ?ticket= missing or another player's
	Waiting     string // the lobby: a unit bought earlier is reopened
	ThemeFell   func(name string) string
	Recall      string
	Resume      string
	RecallShort string // « Rappel »: the header's shorter form
	ResumeShort string
	// Played names a unit by when it was bought, in the browser's time
	// zone: a player's own, where the ticket's id would tell the sales.
	Played    func(t time.Time) string
	When      string // the layout of a date and time: 01/12/2026 01:39
	WhenShort string // without the year: 01/12 01:39
	// Money writes an amount as the language does: « 12,50 € » in
	// French, "€12.50" in English.
	Money       func(c money.Cents) string
	StatusLobby string
	StatusPlay  string
	StatusDone  func(id int64, prize money.Cents) string
	Next        string
	Home        string

	// The feel of a game (render/screens/feel.go): numbers, the rules
	// screen, the tiers of a win and the prize explained.
	Decimal    string                     // "," in French
	Thousands  string                     // a narrow no-break space in French
	OneIn      func(n string) string      // « 1 sur 6 »
	Percent    func(n string) string      // « 69,00 % »
	Rules      string                     // the rules screen's title
	LotTable   string                     // « Tableau des lots »
	LotHead    [3]string                  // the lot table's columns: prize, lots per block, chance
	LotPer     func(block int) string     // « sur 1 500 000 parties (un bloc) »
	AnyPrize   func(chance string) string // « Un gain : 1 sur 3,38 »
	PayoutWord func(ratio string) string  // « Taux de retour aux joueurs : 69,00 % »
	NoRules    string                     // a game with no lot table here
	BigWin     string                     // the big tier's title
	TopWin     string                     // the top tier's title
	Skip       string                     // « Touchez pour passer »
	Explained  func(said []string) string // the parts said, "label, amount" each: « Votre gain : Ligne 2, 2 € ; Bonus, 1 €. »
	Sound      [2]string                  // the sound toggle's words: on, off
	// ThrowsLeft says the throws a unit has left, on the second line of
	// the games' button that throws: « 3 lancers restants ».
	ThrowsLeft func(n int) string

	// A unit's proof and its block's page (issue 28, docs/client.md).
	Verified    string // the seal of a unit whose proof passed
	ProofFailed string // a unit whose proof was refused: not played
	ProofTitle  string
	ProofSaid   func(block string) []string // what the proof shows, how to check it by hand
	BlockWord   string
	UnitWord    string
	UnitsWord   string
	GameWord    string
	PlaceOf     func(pos, size string) string // « n° 12 sur 1 500 000 »
	LotWord     string
	RankWord    string
	RootWord    string
	TableWord   string
	SeeBlock    string                        // the proof page's button to its block's page
	SoldOf      func(sold, size int64) string // « 1 vendue sur 1 500 000 »
	OpenedWord  string
	StateWord   string
	ClosedWord  string // « clos le » before a date
	Commitment  string // the block page's table
	StillOpen   string
	TableOK     string // the block's table digest is the règlement's
	TableBad    string
	SecretWord  string
	SecretOK    string // published at the close, and its hash is the one published before
	SecretBad   string
	SecretLater string // not yet: the block is open
	CountsWord  string // the block page's row of its units counted
	CountsOK    string // the published units hold the table's lots exactly
	CountsBad   string
	CountsLater string
	BlockSaid   func(block string) []string
	NoBlock     string // ?view=block&id= of no block
}

var french = Words{
	Lang:        "fr",
	Lobby:       "Jeux",
	Balance:     "Solde",
	Demo:        "DÉMO",
	Stake:       "Mise",
	Play:        func(p money.Cents) string { return "JOUEZ " + p.French() },
	Soon:        "bientôt",
	Unavailable: "indisponible",
	Jackpot:     func(p money.Cents) string { return "dont " + p.French() + " pour le SUPER\u00a0JACKPOT" },
	Go:          "GO",
	Auto:        "AUTO",
	YouWin:      func(p money.Cents) string { return "Vous gagnez " + p.French() },
	Lost:        "Pas de gain cette fois",
	LostCalm:    "Retentez votre chance !",
	Total:       "Gains",
	History:     "Historique",
	Back:        "Retour",
	Replay:      "Revoir",
	More:        "Plus ancien",
	Unfinished:  "non terminée",
	Won:         func(p money.Cents) string { return "Gagné " + p.French() },
	NoWin:       "Perdu",
	Empty:       "Aucune partie pour l'instant.",
	Loading:     "Chargement…",
	Buying:      "Achat…",
	Error:       "Une erreur est survenue",
	Retry:       "Réessayer",
	ToLobby:     "Retour à l'accueil",
	NoFunds:     "Solde insuffisant pour cette mise.",
	Ended:       "Votre session précédente a pris fin : voici un nouveau compte.",
	EndedShort:  "Session précédente terminée : nouveau compte.",
	Undisplay:   "Cette partie n'a pas pu être affichée. Son résultat est dans votre historique.",
	Network:     "Le serveur ne répond pas. Vérifiez votre connexion.",
	ServerDown:  "Le serveur est momentanément indisponible. Votre achat en cours n'est pas perdu.",
	BadStake:    "Cette mise n'est pas proposée pour ce jeu. Rien n'a été acheté.",
	UnknownGame: "Ce jeu n'existe pas. Rien n'a été acheté.",
	NoScreen:    "Ce jeu n'est pas encore jouable ici. Rien n'a été acheté.",
	NoTicket:    "Cette partie n'existe pas ou n'est pas la vôtre.",
	Waiting:     "Une partie achetée vous attend…",
	ThemeFell:   func(name string) string { return "Thème « " + name + " » inconnu : thème par défaut." },
	Recall:      "Rappel de la partie",
	Resume:      "Reprise de votre partie",
	RecallShort: "Rappel",
	ResumeShort: "Reprise",
	Played:      func(t time.Time) string { return t.Format("Partie du 02/01/2006 à 15:04") },
	When:        "02/01/2006 15:04",
	WhenShort:   "02/01 15:04",
	Money:       money.Cents.French,
	StatusLobby: "Accueil : choisissez un jeu.",
	StatusPlay:  "Partie en cours.",
	StatusDone: func(_ int64, p money.Cents) string {
		if p == 0 {
			return "Partie terminée : pas de gain."
		}
		return "Partie terminée : vous gagnez " + p.French() + "."
	},
	Next: "REJOUER",
	Home: "Accueil",

	Decimal:     ",",
	Thousands:   "\u202f",
	OneIn:       func(n string) string { return "1 sur " + n },
	Percent:     func(n string) string { return n + "\u202f%" },
	Rules:       "Règles du jeu",
	LotTable:    "Tableau des lots",
	LotHead:     [3]string{"Gain", "Lots", "Chance"},
	LotPer:      func(b int) string { return "pour " + group(int64(b), "\u202f") + " parties (un bloc)" },
	AnyPrize:    func(c string) string { return "Chance de gagner : " + c },
	PayoutWord:  func(r string) string { return "Taux de retour aux joueurs : " + r },
	NoRules:     "Ce jeu n'est pas proposé ici.",
	BigWin:      "GROS GAIN !",
	TopWin:      "GAIN EXCEPTIONNEL !",
	Skip:        "Touchez pour continuer",
	Explained:   func(s []string) string { return "Votre gain : " + strings.Join(s, " ; ") + "." },
	Sound:       [2]string{"Son activé", "Son coupé"},
	ThrowsLeft:  count("fr", "lancer restant", "lancers restants"),
	Verified:    "Vérifié",
	ProofFailed: "La preuve de cette partie ne correspond pas à son bloc publié : elle n'est pas jouée. Son résultat est dans votre historique.",
	ProofTitle:  "Preuve",
	ProofSaid: func(b string) []string {
		return []string{
			"Le résultat de cette partie était fixé avant la vente : elle est l'une des parties du bloc " + b + ", dont la racine a été publiée avant sa première vente.",
			"Votre navigateur l'a vérifié : la feuille de la partie, avec son sel et son chemin, redonne cette racine, et le bloc a été rempli selon la table des lots du règlement.",
			"À la main, avec SHA-256 : la feuille est 00 · position (4 octets) · rang · variante · gain en centimes (8 octets) · sel, à la suite ; chaque étage du chemin est 01 · gauche · droite. Le bloc est publié à /api/v1/blocks/" + b + ".",
		}
	},
	BlockWord: "Bloc",
	UnitWord:  "Partie",
	UnitsWord: "Parties",
	GameWord:  "Jeu",
	PlaceOf:   func(p, n string) string { return "n° " + p + " sur " + n },
	LotWord:   "Lot",
	RankWord:  "rang",
	RootWord:  "Racine",
	TableWord: "Table des lots",
	SeeBlock:  "Voir le bloc",
	SoldOf: func(s, n int64) string {
		sold := " vendues sur " // French: the singular for 0 and 1
		if s < 2 {
			sold = " vendue sur "
		}
		return group(s, "\u202f") + sold + group(n, "\u202f")
	},
	OpenedWord:  "Ouvert le",
	StateWord:   "État",
	ClosedWord:  "clos le",
	Commitment:  "Engagement publié",
	StillOpen:   "en vente",
	TableOK:     "conforme au règlement",
	TableBad:    "différente du règlement",
	SecretWord:  "Secret",
	SecretOK:    "publié, conforme à son empreinte",
	SecretBad:   "publié, différent de son empreinte",
	SecretLater: "publié à la clôture du bloc",
	CountsWord:  "Lots comptés",
	CountsOK:    "conformes à la table",
	CountsBad:   "différents de la table",
	CountsLater: "à la clôture du bloc",
	BlockSaid: func(b string) []string {
		return []string{
			"Chaque partie de ce bloc a été fixée avant la première vente : sa racine, publiée alors, ne change plus.",
			"Une fois le bloc clos, son secret est publié : chacun peut recalculer chaque sel, chaque feuille, la racine et le nombre de lots de chaque gain (la commande revela audit block le fait).",
		}
	},
	NoBlock: "Ce bloc n'existe pas.",
}

var english = Words{
	Lang:        "en",
	Lobby:       "Games",
	Balance:     "Balance",
	Demo:        "DEMO",
	Stake:       "Stake",
	Play:        func(p money.Cents) string { return "PLAY " + euros(p) },
	Soon:        "coming soon",
	Unavailable: "unavailable",
	Jackpot:     func(p money.Cents) string { return "incl. " + euros(p) + " for the SUPER\u00a0JACKPOT" },
	Go:          "GO",
	Auto:        "AUTO",
	YouWin:      func(p money.Cents) string { return "You win " + euros(p) },
	Lost:        "No win this time",
	LostCalm:    "Better luck next time!",
	Total:       "Winnings",
	History:     "History",
	Back:        "Back",
	Replay:      "Replay",
	More:        "Older",
	Unfinished:  "unfinished",
	Won:         func(p money.Cents) string { return "Won " + euros(p) },
	NoWin:       "Lost",
	Empty:       "No games yet.",
	Loading:     "Loading…",
	Buying:      "Buying…",
	Error:       "Something went wrong",
	Retry:       "Retry",
	ToLobby:     "Back to the lobby",
	NoFunds:     "Your balance is too low for this stake.",
	Ended:       "Your previous session ended: this is a new account.",
	EndedShort:  "Previous session ended: new account.",
	Undisplay:   "This game could not be displayed. Its result is in your history.",
	Network:     "The server does not answer. Check your connection.",
	ServerDown:  "The server is briefly unavailable. Your pending purchase is not lost.",
	BadStake:    "This stake is not on offer for this game. Nothing was bought.",
	UnknownGame: "There is no such game. Nothing was bought.",
	NoScreen:    "This game cannot be played here yet. Nothing was bought.",
	NoTicket:    "This game does not exist or is not yours.",
	Waiting:     "A unit you bought is waiting…",
	ThemeFell:   func(name string) string { return "Unknown theme \"" + name + "\": the default theme is used." },
	Recall:      "Game replay",
	Resume:      "Resuming your game",
	RecallShort: "Replay",
	ResumeShort: "Resumed",
	Played:      func(t time.Time) string { return t.Format("Game of 2 Jan 2006, 15:04") },
	When:        "2 Jan 2006, 15:04",
	WhenShort:   "2 Jan, 15:04",
	Money:       euros,
	StatusLobby: "Lobby: choose a game.",
	StatusPlay:  "Game in progress.",
	StatusDone: func(_ int64, p money.Cents) string {
		if p == 0 {
			return "Game over: no win."
		}
		return "Game over: you win " + euros(p) + "."
	},
	Next: "PLAY AGAIN",
	Home: "Lobby",

	Decimal:     ".",
	Thousands:   ",",
	OneIn:       func(n string) string { return "1 in " + n },
	Percent:     func(n string) string { return n + "%" },
	Rules:       "How to play",
	LotTable:    "Lot table",
	LotHead:     [3]string{"Prize", "Lots", "Chance"},
	LotPer:      func(b int) string { return "per " + group(int64(b), ",") + " units (a block)" },
	AnyPrize:    func(c string) string { return "Chance of a prize: " + c },
	PayoutWord:  func(r string) string { return "Payout ratio: " + r },
	NoRules:     "This game is not on offer here.",
	BigWin:      "BIG WIN!",
	TopWin:      "TOP PRIZE!",
	Skip:        "Tap to continue",
	Explained:   func(s []string) string { return "Your prize: " + strings.Join(s, "; ") + "." },
	Sound:       [2]string{"Sound on", "Sound off"},
	ThrowsLeft:  count("en", "throw left", "throws left"),
	Verified:    "Verified",
	ProofFailed: "This game's proof does not match its published block, so it is not played. Its result is in your history.",
	ProofTitle:  "Proof",
	ProofSaid: func(b string) []string {
		return []string{
			"This game's result was fixed before it was sold: it is one of the units of block " + b + ", whose root was published before its first sale.",
			"Your browser checked it: the unit's leaf, with its salt and its path, hashes up to that root, and the block was filled from the règlement's lot table.",
			"By hand, with SHA-256: the leaf is 00 · position (4 bytes) · rank · variant · prize in cents (8 bytes) · salt, one after the other; each level of the path is 01 · left · right. The block is published at /api/v1/blocks/" + b + ".",
		}
	},
	BlockWord:   "Block",
	UnitWord:    "Unit",
	UnitsWord:   "Units",
	GameWord:    "Game",
	PlaceOf:     func(p, n string) string { return "no. " + p + " of " + n },
	LotWord:     "Lot",
	RankWord:    "rank",
	RootWord:    "Root",
	TableWord:   "Lot table",
	SeeBlock:    "See the block",
	SoldOf:      func(s, n int64) string { return group(s, ",") + " sold of " + group(n, ",") },
	OpenedWord:  "Opened",
	StateWord:   "State",
	ClosedWord:  "closed",
	Commitment:  "Published commitment",
	StillOpen:   "on sale",
	TableOK:     "matches the règlement",
	TableBad:    "differs from the règlement",
	SecretWord:  "Secret",
	SecretOK:    "published, matches its hash",
	SecretBad:   "published, does not match its hash",
	SecretLater: "published when the block closes",
	CountsWord:  "Lots counted",
	CountsOK:    "match the table",
	CountsBad:   "differ from the table",
	CountsLater: "when the block closes",
	BlockSaid: func(b string) []string {
		return []string{
			"Every unit of this block was fixed before its first sale: its root, published then, never changes.",
			"Once the block is closed its secret is published: anyone can recompute every salt, every leaf, the root and the count of each prize (the command revela audit block does it).",
		}
	},
	NoBlock: "There is no such block.",
}

// For returns the words for a browser language tag ("fr-FR", "en-US"):
// French for any French tag or an empty one, English otherwise.
func For(tag string) *Words {
	tag = strings.ToLower(strings.TrimSpace(tag))
	if tag == "" || tag == "fr" || strings.HasPrefix(tag, "fr-") || strings.HasPrefix(tag, "fr_") {
		return &french
	}
	return &english
}

// Tongue is w's language as an index: 0 for French, 1 for English (a
// game's own words are a table in each, or pairs {French, English}).
func (w *Words) Tongue() int {
	if w.Lang == "fr" {
		return 0
	}
	return 1
}

// Pick is fr in French and en in English: a game's own word in w's
// language.
func (w *Words) Pick(fr, en string) string { return [2]string{fr, en}[w.Tongue()] }

// Counter writes a count in w's language: n and one, the singular, for
// 1 (and for 0 in French), else n and many, the plural: « 0 lancer
// restant », "0 throws left".
func (w *Words) Counter(one, many string) func(n int) string { return count(w.Lang, one, many) }

// count is Counter in language lang.
func count(lang, one, many string) func(n int) string {
	return func(n int) string {
		if n == 1 || n == 0 && lang == "fr" {
			return itoa(int64(n)) + " " + one
		}
		return itoa(int64(n)) + " " + many
	}
}

func itoa(n int64) string {
	if n == 0 {
		return "0"
	}
	neg := n < 0
	if neg {
		n = -n
	}
	var b [20]byte
	i := len(b)
	for n > 0 {
		i--
		b[i] = byte('0' + n%10)
		n /= 10
	}
	if neg {
		i--
		b[i] = '-'
	}
	return string(b[i:])
}

// euros writes an amount in English: "€1", "€0.50", "€10,000", "-€2.50".
func euros(c money.Cents) string {
	sign := ""
	if c < 0 {
		sign, c = "-", -c
	}
	s := sign + "€" + group(int64(c/100), ",")
	if c%100 != 0 {
		s += "." + itoa(int64(c%100)/10) + itoa(int64(c%10))
	}
	return s
}

// group writes n with sep between thousands.
func group(n int64, sep string) string {
	s := itoa(n)
	out := ""
	for i, r := range s {
		if i > 0 && (len(s)-i)%3 == 0 {
			out += sep
		}
		out += string(r)
	}
	return out
}

// Bare is amount s, written by a Words' Money, without its euro sign, for
// a place too narrow for it where the amounts around say euros:
// « 5 000 » for « 5 000 € », "5,000" for "€5,000".
func Bare(s string) string {
	return strings.TrimPrefix(strings.TrimSuffix(s, "\u202f€"), "€")
}
