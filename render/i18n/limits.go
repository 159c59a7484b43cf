package i18n

import "strings"

// The words of the players' own limits (issue 32): the « Limites de jeu »
// screen, a purchase refused by a limit or a self-exclusion, and the
// reality check, each an index of Words.Limit. A sentence with values is
// a pattern whose {} Words.Fill fills in order. They are a table of
// strings rather than a struct of functions: the client is smaller so.
const (
	LimTitle   = 0            // the screen's title
	LimEntry   = 1            // the lobby's button
	LimNames   = 2            // the limits' names in the API's order, 7 from here
	LimOf      = LimNames + 7 // the money limits as a refusal says them, 6 from here
	LimPeriods = LimOf + 6    // « Aujourd'hui », « Cette semaine », « Ce mois-ci »
	LimNone    = LimPeriods + 3
)

const (
	LimRemoved = LimNone + 1 + iota // the value of a removal pending
	LimSave
	LimSaved
	LimFailed
	LimExclude // the self-exclusion's button: {} days
	LimConfirm // its second press: {} days
	LimContinue
	LimStop
	LimEvery    // {} minutes
	LimLeft     // {} an amount
	LimPending  // {} the value, {} when
	LimCooling  // {} hours
	LimTotals   // staked, won, net
	LimExcluded // {} until
	LimReached  // {} the limit's name (LimOf)
	LimUntil    // {} when
	LimColon
	LimCheck     // the reality check: {} minutes played, {} the session's result
	LimDay       // the layout of a day and a time
	LimDate      // the layout of a date and a time
	LimExclusion // the self-exclusion's row
	LimDays      // {} days, its length
	limCount
)

var limitWords = [2][limCount]string{{
	"Limites de jeu", "Limites",
	"Mise par jour", "Mise par semaine", "Mise par mois", "Perte par jour", "Perte par semaine", "Perte par mois", "Rappel du temps de jeu",
	"mise du jour", "mise de la semaine", "mise du mois", "perte du jour", "perte de la semaine", "perte du mois",
	"Aujourd'hui", "Cette semaine", "Ce mois-ci",
	"Aucune", "aucune", "Enregistrer", "Limites enregistrées.", "Les limites n'ont pas pu être enregistrées.",
	"M'exclure {} jours", "Confirmer : {} jours sans jeu", "Continuer", "Arrêter",
	"toutes les {} min", "reste {}", "→ {} le {}", "Enregistré : une hausse prend effet après {} h.",
	"misé {} · gagné {} · net {}", "Exclu du jeu jusqu'au {}.", "Limite de {} atteinte", " jusqu'au {}", " : ",
	"Point sur votre jeu. Vous jouez depuis {} min. Résultat de la session : {}.",
	"02/01 15:04", "02/01/2006 15:04",
	"Auto-exclusion", "{} jours",
}, {
	"Gaming limits", "Limits",
	"Stake per day", "Stake per week", "Stake per month", "Loss per day", "Loss per week", "Loss per month", "Reality check",
	"daily stake", "weekly stake", "monthly stake", "daily loss", "weekly loss", "monthly loss",
	"Today", "This week", "This month",
	"None", "none", "Save", "Limits saved.", "The limits could not be saved.",
	"Exclude me for {} days", "Confirm: {} days without play", "Continue", "Stop",
	"every {} min", "{} left", "→ {} from {}", "Saved: a raise takes effect after {} h.",
	"staked {} · won {} · net {}", "Excluded from play until {}.", "The {} limit is reached", " until {}", ": ",
	"Reality check. You have played for {} min. This session's result: {}.",
	"2 Jan 15:04", "2 Jan 2006, 15:04",
	"Self-exclusion", "{} days",
}}

// Limit is the limits' word k (LimTitle, ...) in w's language.
func (w *Words) Limit(k int) string { return limitWords[w.Tongue()][k] }

// Fill is the limits' pattern k with each {} replaced by the next of
// args, in order.
func (w *Words) Fill(k int, args ...string) string {
	s := w.Limit(k)
	for _, a := range args {
		s = strings.Replace(s, "{}", a, 1)
	}
	return s
}
