// Package layout is the geometry of the client's own scenes, the lobby
// and the history: where each card, button, row and text box goes on a
// kit.View, in design units. It is plain Go (no Ebitengine), so that the
// layouts are tested at every size of kit.Sizes without a browser; the
// scenes (render/lobby.go, render/history.go) draw into its rectangles.
//
// A text box is as high as its text's nominal size, its vertical centre
// on the text's line: the scene draws the words at that size, or smaller
// when they are wider than the box (down to 12 units).
package layout

import (
	"math"

	"revela/render/kit"
)

// HeaderH is the height of the header (kit.Header) in design units.
const HeaderH = 64.0

// Lobby is where the lobby's parts go: the header, one card per game
// (in the server's order), the chosen game's stake chips, the line of the
// note, JOUEZ, Historique and Limites (limits.go).
type Lobby struct {
	Header                kit.Rect
	Cards                 []Card
	Chips                 []kit.Rect // one per stake of the chosen game, in its card
	Play, History, Limits kit.Rect
	Note                  kit.Rect // the note's line above the buttons; empty without a note
}

// Card is a game's card and what is drawn in it: its emblem, its name's
// box and, for a game not offered, the box of the word that says why (a
// pill, or a line under the name on a half-width card).
type Card struct {
	R, Emblem, Name, Word kit.Rect
	Pill                  bool // Word is drawn as a pill
}

// NewLobby places the lobby on v for the games the server lists, in its
// order, offered[i] telling whether game i is sold here (no word on its
// card): the one at chosen (-1: none) bigger with its stakes' chips, and
// the note's line when note is set.
func NewLobby(v kit.View, offered []bool, chosen, stakes int, note bool) Lobby {
	l := Lobby{Header: kit.R(0, 0, v.W, HeaderH)}
	l.Play, l.History = lobbyButtons(v)
	l.Play, l.History, l.Limits = limitsEntry(v, l.Play, l.History)
	bottom := min(l.Play.Y, l.History.Y)
	if note {
		l.Note = kit.R(12, bottom-20-7.5, v.W-24, 15)
	}
	for i, r := range cardRects(v, len(offered), chosen, stakes, bottom-12, note) {
		c := Card{R: r}
		if i == chosen {
			c.Emblem, c.Name = chosenParts(v, r)
		} else {
			c = otherParts(v, r, offered[i])
		}
		l.Cards = append(l.Cards, c)
	}
	if chosen >= 0 && chosen < len(l.Cards) && stakes > 0 {
		l.Chips = stakeChips(v, l.Cards[chosen].R, stakes)
	}
	return l
}

// cardRects places n game cards between the header and bottom (less the
// note's line), the chosen one bigger: a row in landscape, the chosen
// card wide enough for its stakes' chips (44 units each, 10 apart) and
// the gaps between the cards narrower when it needs them; a column in
// portrait, or, when the column does not fit, the chosen card first and
// the others two by two in half-width cards (in the order of the lobby).
func cardRects(v kit.View, n, chosen, stakes int, bottom float64, note bool) []kit.Rect {
	if n == 0 {
		return nil
	}
	top := 76.0
	if note {
		bottom -= 26 // the note's line
	}
	avail := bottom - top
	var out []kit.Rect
	if v.Landscape {
		w := math.Min(210, (v.W-120)/float64(n))
		cw := w
		if chosen >= 0 {
			cw = max(w, float64(stakes)*44+10*float64(stakes-1)+16)
		}
		gap := 16.0
		if n > 1 {
			gap = min(16, (v.W-32-float64(n-1)*w-cw)/float64(n-1))
		}
		x := v.W/2 - (w*float64(n-1)+cw+gap*float64(n-1))/2
		big := min(340, avail)
		for i := 0; i < n; i++ {
			cardW, h := w, big*300/340
			if i == chosen {
				cardW, h = cw, big
			}
			out = append(out, kit.R(x, top+(avail-big)/2+(big-h), cardW, h))
			x += cardW + gap
		}
		return out
	}
	const gap, chosenH = 10.0, 190.0
	if chosenH+float64(n-1)*(68+gap) <= avail {
		y := top
		for i := 0; i < n; i++ {
			h := 68.0
			if i == chosen {
				h = chosenH
			}
			out = append(out, kit.R(16, y, v.W-32, h))
			y += h + gap
		}
		return out
	}
	// rows: the chosen card alone, then the others in pairs
	var rows [][]int
	if chosen >= 0 && chosen < n {
		rows = append(rows, []int{chosen})
	}
	var pending []int
	for i := 0; i < n; i++ {
		if i == chosen {
			continue
		}
		if pending = append(pending, i); len(pending) == 2 {
			rows, pending = append(rows, pending), nil
		}
	}
	if len(pending) > 0 {
		rows = append(rows, pending)
	}
	small := float64(len(rows) - 1)
	big := min(chosenH, max(170, avail-small*(44+gap)-gap*small))
	h := min(68, max(44, (avail-big-small*gap)/max(1, small)))
	out = make([]kit.Rect, n)
	y, half := top, (v.W-32-gap)/2
	for _, row := range rows {
		if len(row) == 1 && row[0] == chosen {
			out[row[0]] = kit.R(16, y, v.W-32, big)
			y += big + gap
			continue
		}
		for j, i := range row {
			out[i] = kit.R(16+float64(j)*(half+gap), y, half, h)
		}
		y += h + gap
	}
	return out
}

// chosenParts places the chosen card's emblem (84 units, smaller on a
// short landscape card) and its name's box (30 units high): the emblem
// at the top right and the name at the left in portrait, both centred,
// the name under the emblem, in landscape. A landscape card under
// shortCard units high (a phone on its side) has no emblem: its name at
// the top leaves room for the stake, the SUPER JACKPOT part's lines and
// the chips.
func chosenParts(v kit.View, r kit.Rect) (emblem, name kit.Rect) {
	if v.Landscape && r.H < shortCard {
		return kit.Rect{}, kit.R(r.X+10, r.Y+13, r.W-20, 30)
	}
	if v.Landscape {
		es := min(84, r.H*0.24)
		ey := r.Y + min(34, r.H*0.06)
		ny := ey + es + min(32, r.H*0.1)
		return kit.R(r.CX()-es/2, ey, es, es), kit.R(r.X+10, ny-15, r.W-20, 30)
	}
	const es = 84.0
	ex := r.X + r.W - es - 20
	nx := r.X + 20
	return kit.R(ex, r.Y+20, es, es), kit.R(nx, r.Y+40-15, ex-12-nx, 30)
}

// otherParts places what a card other than the chosen one shows: in
// landscape the emblem, the name and the pill one under the other; in
// portrait a full-width card has the emblem at the left, the name, and
// the pill at the right (the name's box always keeps 16 units clear of
// it); a half-width card has the name with the word under it, after an
// emblem when it is 170 units wide or more.
func otherParts(v kit.View, r kit.Rect, offered bool) Card {
	c := Card{R: r}
	switch {
	case v.Landscape:
		// at 300 units high: the emblem at 40, the name at 150, the pill at 190
		es := min(64, r.H*0.22)
		c.Emblem = kit.R(r.CX()-es/2, r.Y+r.H*0.4/3, es, es)
		c.Name = kit.R(r.X+10, r.CY()-10, r.W-20, 20)
		c.Word, c.Pill = kit.R(r.CX()-min(60, r.W/2-8), r.Y+r.H*19/30, min(120, r.W-16), 32), true
	case r.W < 220: // a half-width card: the word under the name
		x, ny := r.X+12, r.CY()
		if r.W >= 170 { // room for the emblem too
			es := min(36, r.H-12)
			c.Emblem = kit.R(r.X+8, r.CY()-es/2, es, es)
			x = r.X + es + 14
		}
		w := r.X + r.W - 8 - x
		if !offered {
			ny -= 9
			c.Word = kit.R(x, r.CY()+11-6, w, 12)
		}
		c.Name = kit.R(x, ny-8.5, w, 17)
	default:
		c.Emblem = kit.R(r.X+14, r.CY()-22, 44, 44)
		pill := kit.R(r.X+r.W-108, r.CY()-16, 96, 32)
		c.Name = kit.R(r.X+72, r.CY()-9.5, pill.X-16-(r.X+72), 19)
		c.Word, c.Pill = pill, true
	}
	if offered {
		c.Word, c.Pill = kit.Rect{}, false
	}
	return c
}

// lobbyButtons places JOUEZ and Historique: in landscape JOUEZ centred at
// the bottom and Historique at its right; in portrait JOUEZ at the bottom
// and Historique above it, or beside it on a short screen.
func lobbyButtons(v kit.View) (play, history kit.Rect) {
	if v.Landscape {
		h := 84.0
		if v.Compact() {
			h = 60
		}
		y := v.H - h - 12 - min(40, v.H*0.05)
		x := max(v.W/2+186, v.W-220)
		return kit.R(v.W/2-170, y, 340, h), kit.R(x, y+(h-56)/2, min(180, v.W-16-x), 56)
	}
	if v.Compact() {
		y := v.H - 56 - 8
		hw := (v.W - 32 - 8) * 0.36
		return kit.R(16+hw+8, y, v.W-32-hw-8, 56), kit.R(16, y, hw, 56)
	}
	return kit.R(16, v.H-96, v.W-32, 72), kit.R(16, v.H-160, v.W-32, 50)
}

// shortCard is the height under which a landscape chosen card has no
// emblem (chosenParts).
const shortCard = 200.0

// PartGap is the distance between two lines of the chosen card's SUPER
// JACKPOT part, drawn at PartSize.
const PartGap, PartSize = 17.0, 13.0

// ChosenLines are where the chosen card's lines go under its name: the
// stake chosen (« Mise 1 € ») centred at Stake, when WithStake, and the
// first line of the price's SUPER JACKPOT part centred at Part.
type ChosenLines struct {
	Stake, Part float64
	WithStake   bool
}

// PlaceChosenLines places the chosen card's lines under its name (the
// card's Name) for a SUPER JACKPOT part of n lines: the stake 34 units
// under the name's middle and the part 54 under it; when the part would
// come within 10 units of the chips, the part alone, 26 under the name (a
// phone on its side).
func PlaceChosenLines(name kit.Rect, chips []kit.Rect, n int) ChosenLines {
	ny := name.CY()
	if len(chips) > 0 && ny+54+float64(n-1)*PartGap+10 > chips[0].Y {
		return ChosenLines{Part: ny + 26}
	}
	return ChosenLines{Stake: ny + 34, Part: ny + 54, WithStake: true}
}

// stakeChips places n stake chips, 44 units high, at the bottom of the
// chosen card: from its left in portrait, 60 units from its bottom;
// centred in landscape, 58 from its bottom (14 under them), so that on a
// phone on its side the SUPER JACKPOT part's two lines keep clear of them;
// narrower when many.
func stakeChips(v kit.View, card kit.Rect, n int) []kit.Rect {
	w := math.Min(74, (card.W-16-10*float64(n-1))/float64(n))
	out := make([]kit.Rect, n)
	for i := range out {
		if v.Landscape {
			x0 := card.CX() - (w*float64(n)+10*float64(n-1))/2
			out[i] = kit.R(x0+float64(i)*(w+10), card.Y+card.H-58, w, 44)
		} else {
			out[i] = kit.R(card.X+20+float64(i)*(w+10), card.Y+card.H-60, w, 44)
		}
	}
	return out
}
