package screens

import "strconv"

// Transport drives a Timeline for the studio's timeline controls: pause,
// step to the next event, speed ×0.25 to ×4, jump to the end. The
// timeline itself is unchanged: the transport only decides how many of
// its ticks (60 per second) run in one frame, so that every event is
// still applied in order and none is skipped.
type Transport struct {
	TL     Timeline
	Paused bool
	speed  float64 // 0 reads as 1
	acc    float64 // ticks owed to the timeline, less than one
}

// Speeds are the speeds the studio offers.
var Speeds = []float64{0.25, 0.5, 1, 2, 4}

// limit bounds the ticks a step or a jump to the end may run (a
// timeline that never ends would otherwise hang the page): 10 minutes.
const limit = 10 * 60 * 60

// ParseSpeed reads "0.25", "0.5", "1", "2" or "4" (×), and says whether s
// was one of Speeds.
func ParseSpeed(s string) (float64, bool) {
	v, err := strconv.ParseFloat(s, 64)
	if err != nil {
		return 1, false
	}
	for _, sp := range Speeds {
		if v == sp {
			return v, true
		}
	}
	return 1, false
}

// SetSpeed sets the speed; a speed not in Speeds is ignored.
func (t *Transport) SetSpeed(s float64) {
	for _, sp := range Speeds {
		if s == sp {
			t.speed = s
		}
	}
}

// Speed is the speed (×1 unless set).
func (t *Transport) Speed() float64 {
	if t.speed == 0 {
		return 1
	}
	return t.speed
}

// Frame runs the timeline for one frame: none of its ticks while
// paused, else Speed ticks on average (×0.25: one tick every fourth
// frame; ×4: four ticks).
func (t *Transport) Frame() {
	if t.Paused || t.TL == nil {
		return
	}
	t.acc += t.Speed()
	for t.acc >= 1 {
		t.acc--
		t.TL.Update()
	}
}

// Step plays to the next event and pauses there: when the play waits
// for GO, it releases the step and plays it until the play waits again
// (or ends); under AUTO, it plays until the next step is released (or
// the play ends). It reports whether the play moved.
func (t *Transport) Step() bool {
	tl := t.TL
	t.Paused = true
	if tl == nil || tl.Ended() {
		return false
	}
	s0 := tl.Steps()
	if tl.Waiting() {
		tl.Go()
	}
	for i := 0; i < limit && !tl.Ended(); i++ {
		tl.Update()
		if tl.Steps() > s0 && (tl.Waiting() || tl.Steps() > s0+1) {
			break
		}
	}
	return true
}

// ToEnd turns AUTO on and plays at once to the end of the result's
// arrival; the transport is left playing.
func (t *Transport) ToEnd() {
	tl := t.TL
	if tl == nil {
		return
	}
	tl.SetAuto()
	for i := 0; i < limit && !(tl.Ended() && tl.End().P(tl.Now()) >= 1); i++ {
		tl.Update()
	}
	t.Paused = false
}
