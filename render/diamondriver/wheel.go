//go:build js

package diamondriver

import (
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	rules "revela/core/diamondriver"
	"revela/core/money"
	"revela/render/kit"
)

// The wheel (art. 5.8, D-6): 20 segments in the game's fixed order,
// clockwise from segment 0 at the top, each with its amount written along
// its radius; drawn once per size and language into a cached image that Draw turns.

// segmentFill is the colour of a segment by its amount: the colour of the
// gem whose triple pays the same (3 € pink, 6 € green, 10 € orange, 20 €
// blue, 100 € violet, 1,000 € red), gold for 50 € (the golden gems' prize)
// and night blue for 30,000 €; dark enough for white text (WCAG AA).
func segmentFill(a money.Cents) color.RGBA {
	if c, ok := segmentFills[a]; ok {
		return kit.Hex(c)
	}
	return kit.Hex(0x12102e) // 30,000 €
}

var segmentFills = map[money.Cents]uint32{
	money.Euros(3): 0xa8246a, money.Euros(6): 0x0f7034, money.Euros(10): 0xa84a00, money.Euros(20): 0x1450b0,
	money.Euros(50): 0x7a5600, money.Euros(100): 0x5a20a0, money.Euros(1000): 0x9a0c22,
}

type wheelKey struct {
	px   int
	rim  color.RGBA
	lang string // the amounts are written in it
}

var wheelCache = map[wheelKey]*ebiten.Image{}

// wheelImage returns the wheel, px pixels across, at rest (segment 0 at
// the top), its rim in colour rim; k is the pixels per design unit (for
// the text).
func wheelImage(c *kit.Canvas, px int, rim color.RGBA) *ebiten.Image {
	key := wheelKey{px, rim, c.W.Lang}
	if img, ok := wheelCache[key]; ok {
		return img
	}
	pic := kit.NewRaster(px, px)
	s := float32(px)
	cx, cy, r := s/2, s/2, s*0.47
	seg := 2 * math.Pi / rules.Segments
	layout := rules.WheelLayout()
	// the rim, then the segments inside it
	var rimPath kit.Path
	rimPath.Arc(cx, cy, s*0.5, 0, 2*math.Pi, kit.Clockwise)
	rimPath.Close()
	kit.PaintGradient(pic, &rimPath, kit.Lighter(rim, 0.4), kit.Darker(rim, 0.7), 0, s)
	for i, a := range layout {
		mid := float64(i)*seg - math.Pi/2 // clockwise from the top
		var p kit.Path
		p.MoveTo(cx, cy)
		p.Arc(cx, cy, r, float32(mid-seg/2), float32(mid+seg/2), kit.Clockwise)
		p.Close()
		kit.Fill(pic, &p, segmentFill(a))
		kit.PaintStroke(pic, &p, max(1, s*0.006), color.RGBA{0xff, 0xff, 0xff, 0xb0})
	}
	// a light ring inside, the bulbs on the rim
	var ring kit.Path
	ring.Arc(cx, cy, r*0.97, 0, 2*math.Pi, kit.Clockwise)
	ring.Close()
	kit.PaintStroke(pic, &ring, max(1, s*0.008), color.RGBA{0xff, 0xff, 0xff, 0x50})
	for i := 0; i < rules.Segments; i++ {
		a := float64(i)*seg - math.Pi/2 - seg/2
		var b kit.Path
		bx, by := cx+s*0.485*float32(math.Cos(a)), cy+s*0.485*float32(math.Sin(a))
		b.Arc(bx, by, max(1.5, s*0.009), 0, 2*math.Pi, kit.Clockwise)
		b.Close()
		kit.Fill(pic, &b, color.RGBA{0xff, 0xfa, 0xe0, 0xff})
	}
	img := pic.Image()
	// the amounts, along each segment's radius, reading outwards
	k := c.V.K
	R := float64(r) / k // design units
	size := max(12, min(22, R*0.1))
	for i, a := range layout {
		label := c.W.Money(a)
		tw := c.Measure(label, size, true)
		fit := size
		if room := R * 0.58; tw > room {
			fit = max(12, size*room/tw)
			tw = c.Measure(label, fit, true)
		}
		tmp := ebiten.NewImage(int(math.Ceil((tw+8)*k)), int(math.Ceil(fit*1.6*k)))
		tc := &kit.Canvas{Dst: tmp, V: kit.View{W: tw + 8, H: fit * 1.6, K: k}, T: c.T, W: c.W}
		clr := color.RGBA{0xff, 0xff, 0xff, 0xff}
		if a == money.Euros(30000) {
			clr = kit.Hex(0xffd84a)
		}
		tc.TextShadow(label, (tw+8)/2, fit*0.8, fit, true, kit.Center, clr, 1, 1)
		mid := float64(i)*seg - math.Pi/2
		op := &ebiten.DrawImageOptions{}
		b := tmp.Bounds()
		op.GeoM.Translate(-float64(b.Dx())/2, -float64(b.Dy())/2)
		if math.Cos(mid) < -1e-9 { // the left half reads from the rim inwards, not upside down
			op.GeoM.Rotate(mid + math.Pi)
		} else {
			op.GeoM.Rotate(mid)
		}
		// centred at 0.62 of the radius, so that the long amounts reach
		// neither the hub nor the rim
		rr := float64(r) * 0.62
		op.GeoM.Translate(float64(cx)+rr*math.Cos(mid), float64(cy)+rr*math.Sin(mid))
		op.Filter = ebiten.FilterLinear
		img.DrawImage(tmp, op)
		tmp.Deallocate()
	}
	wheelCache[key] = img
	return img
}

type pointerKey struct {
	px  int
	clr color.RGBA
}

// pointerImage is the pointer over the top of the wheel, px pixels wide:
// a triangle pointing down.
func pointerImage(px int, clr color.RGBA) *ebiten.Image {
	key := pointerKey{px, clr}
	return kit.Cached(key, func() *kit.Raster {
		pic := kit.NewRaster(px, px)
		s := float32(px)
		kit.Paint(pic, s, func(p *kit.Path, o float32) {
			poly(p, s, o, [2]float32{0.1, 0.08}, [2]float32{0.9, 0.08}, [2]float32{0.5, 0.92})
		}, kit.Lighter(clr, 0.5), clr, kit.Darker(clr, 0.5))
		return pic
	})
}

// discImage is a disc px pixels across with a vertical gradient, for the
// hub under GO and the glow of a landed segment.
type discKey struct {
	px          int
	top, bottom color.RGBA
}

func discImage(px int, top, bottom color.RGBA) *ebiten.Image {
	key := discKey{px, top, bottom}
	return kit.Cached(key, func() *kit.Raster {
		pic := kit.NewRaster(px, px)
		s := float32(px)
		var p kit.Path
		p.Arc(s/2, s/2, s*0.48, 0, 2*math.Pi, kit.Clockwise)
		p.Close()
		kit.PaintGradient(pic, &p, top, bottom, 0, s)
		kit.PaintStroke(pic, &p, max(1, s*0.03), kit.Darker(bottom, 0.6))
		return pic
	})
}

type wedgeKey struct {
	px   int
	edge bool
}

// wedgeImage is one segment's wedge, px pixels across (the wheel's size),
// at the top: the glow of the segment the wheel landed on (its fill, or
// with edge its outline).
func wedgeImage(px int, edge bool) *ebiten.Image {
	key := wedgeKey{px, edge}
	return kit.Cached(key, func() *kit.Raster {
		pic := kit.NewRaster(px, px)
		s := float32(px)
		seg := 2 * math.Pi / rules.Segments
		var p kit.Path
		p.MoveTo(s/2, s/2)
		p.Arc(s/2, s/2, s*0.47, float32(-math.Pi/2-seg/2), float32(-math.Pi/2+seg/2), kit.Clockwise)
		p.Close()
		if edge {
			kit.PaintStroke(pic, &p, max(3, s*0.014), color.RGBA{0xff, 0xe0, 0x70, 0xff})
		} else {
			kit.Fill(pic, &p, color.RGBA{0xff, 0xf0, 0xb0, 0xff})
		}
		return pic
	})
}
