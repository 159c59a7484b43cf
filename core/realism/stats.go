package realism

import (
	"math"
	"sort"
)

// TV returns the total-variation distance between the distributions of
// the values in a and b: half the sum over values of the difference of
// their shares, 0 (same) to 1 (disjoint). An empty sample gives 1.
func TV(a, b []int) float64 { return WeightedTV(a, nil, b, nil) }

// WeightedTV is TV between weighted samples: value a[i] weighs wa[i]
// (nil: every unit 1), and so for b. A sample of no weight gives 1.
func WeightedTV(a []int, wa []float64, b []int, wb []float64) float64 {
	share := map[int]float64{}
	if !addShares(share, a, wa, 1) || !addShares(share, b, wb, -1) {
		return 1
	}
	d := 0.0
	for _, x := range share {
		d += math.Abs(x)
	}
	return d / 2
}

// addShares adds sign × the share of each value of xs (weighed by w) to
// share; false when the sample weighs nothing.
func addShares(share map[int]float64, xs []int, w []float64, sign float64) bool {
	total := 0.0
	for i := range xs {
		total += weight(w, i)
	}
	if total <= 0 {
		return false
	}
	for i, v := range xs {
		share[v] += sign * weight(w, i) / total
	}
	return true
}

// weight returns w[i], 1 when w is nil.
func weight(w []float64, i int) float64 {
	if w == nil {
		return 1
	}
	return w[i]
}

// AUC is the area under the ROC curve of scores: the chance that a
// positive unit scores above a negative one, ties counting half (the
// Mann-Whitney statistic). 0.5 means the scores do not separate them. It
// is 0.5 when either class is empty.
func AUC(scores []float64, positive []bool) float64 { return WeightedAUC(scores, nil, positive) }

// WeightedAUC is AUC with unit i weighing w[i] (nil: every unit 1): the
// weighted chance that a positive unit scores above a negative one, ties
// counting half. It is 0.5 when either class weighs nothing.
func WeightedAUC(scores, w []float64, positive []bool) float64 {
	idx := make([]int, len(scores))
	for i := range idx {
		idx[i] = i
	}
	sort.Slice(idx, func(i, j int) bool { return scores[idx[i]] < scores[idx[j]] })
	var below, pairs, wpos, wneg float64 // below: negative weight scored under the group
	for i := 0; i < len(idx); {
		j := i
		var gpos, gneg float64
		for ; j < len(idx) && scores[idx[j]] == scores[idx[i]]; j++ {
			if positive[idx[j]] {
				gpos += weight(w, idx[j])
			} else {
				gneg += weight(w, idx[j])
			}
		}
		pairs += gpos * (below + gneg/2)
		below += gneg
		wpos += gpos
		wneg += gneg
		i = j
	}
	if wpos <= 0 || wneg <= 0 {
		return 0.5
	}
	return pairs / (wpos * wneg)
}

// onehot encodes feature vectors as the indexes of their active
// indicators: feature j's value v (clamped to 0..maxv[j]) is dimension
// off[j]+v. Dimension 0 is the intercept, always active.
type onehot struct {
	off  []int
	maxv []int
	dims int
}

func newOnehot(samples ...[][]int) onehot {
	var h onehot
	for _, xs := range samples {
		for _, x := range xs {
			for len(h.maxv) < len(x) {
				h.maxv = append(h.maxv, 0)
			}
			for j, v := range x {
				h.maxv[j] = max(h.maxv[j], min(v, maxValue))
			}
		}
	}
	h.dims = 1
	for _, m := range h.maxv {
		h.off = append(h.off, h.dims)
		h.dims += m + 1
	}
	return h
}

// maxValue bounds the values a feature is told apart by; larger ones are
// read as maxValue.
const maxValue = 31

func (h *onehot) active(x []int, dst []int) []int {
	dst = append(dst[:0], 0)
	for j, v := range x {
		if j < len(h.off) {
			dst = append(dst, h.off[j]+min(max(v, 0), h.maxv[j]))
		}
	}
	return dst
}

// logistic is a logistic-regression model over one-hot features, fitted
// by Newton's method with an L2 penalty (ridge) on the weights.
type logistic struct {
	h onehot
	w []float64
}

// ridge is the L2 penalty: it keeps the Newton steps defined although
// the one-hot indicators of each feature add up to the intercept.
const ridge = 1.0

// newtonSteps is enough for the fit to converge on one-hot data (each
// step at least halves the distance once near the optimum).
const newtonSteps = 12

// fit fits the model to tell ys (label 1) from xs (label 0).
func fit(h onehot, xs, ys [][]int) *logistic { return fitWeighted(h, xs, nil, ys) }

// fitWeighted fits with xs[i] weighing wx[i] (nil: 1), the weights
// scaled to add up to len(xs), so that each label keeps its count.
func fitWeighted(h onehot, xs [][]int, wx []float64, ys [][]int) *logistic {
	scale := 1.0
	if wx != nil {
		total := 0.0
		for _, x := range wx {
			total += x
		}
		scale = float64(len(xs)) / total
	}
	m := &logistic{h: h, w: make([]float64, h.dims)}
	n := h.dims
	grad := make([]float64, n)
	hess := make([]float64, n*n)
	var act []int
	for step := 0; step < newtonSteps; step++ {
		for i := range grad {
			grad[i] = ridge * m.w[i]
		}
		for i := range hess {
			hess[i] = 0
		}
		for i := 0; i < n; i++ {
			hess[i*n+i] = ridge
		}
		for label, set := range [][][]int{xs, ys} {
			for i, x := range set {
				wi := 1.0
				if label == 0 {
					wi = weight(wx, i) * scale
				}
				act = h.active(x, act)
				p := sigmoid(m.dot(act))
				r, c := wi*(p-float64(label)), wi*p*(1-p)
				for _, a := range act {
					grad[a] += r
					for _, b := range act {
						hess[a*n+b] += c
					}
				}
			}
		}
		delta, ok := solve(hess, grad, n)
		if !ok {
			break
		}
		for i := range m.w {
			m.w[i] -= delta[i]
		}
	}
	return m
}

func (m *logistic) dot(act []int) float64 {
	z := 0.0
	for _, a := range act {
		z += m.w[a]
	}
	return z
}

// score is the model's log-odds that x is of label 1.
func (m *logistic) score(x []int) float64 {
	return m.dot(m.h.active(x, nil))
}

func sigmoid(z float64) float64 { return 1 / (1 + math.Exp(-z)) }

// solve solves A x = b for a symmetric positive-definite n×n matrix A
// (row-major) by Cholesky decomposition; ok is false when A is not
// positive definite. A and b are left as they are.
func solve(a, b []float64, n int) (x []float64, ok bool) {
	l := make([]float64, n*n)
	for i := 0; i < n; i++ {
		for j := 0; j <= i; j++ {
			s := a[i*n+j]
			for k := 0; k < j; k++ {
				s -= l[i*n+k] * l[j*n+k]
			}
			if i == j {
				if s <= 0 {
					return nil, false
				}
				l[i*n+i] = math.Sqrt(s)
			} else {
				l[i*n+j] = s / l[j*n+j]
			}
		}
	}
	y := make([]float64, n)
	for i := 0; i < n; i++ {
		s := b[i]
		for k := 0; k < i; k++ {
			s -= l[i*n+k] * y[k]
		}
		y[i] = s / l[i*n+i]
	}
	x = make([]float64, n)
	for i := n - 1; i >= 0; i-- {
		s := y[i]
		for k := i + 1; k < n; k++ {
			s -= l[k*n+i] * x[k]
		}
		x[i] = s / l[i*n+i]
	}
	return x, true
}
