package main

import (
	"bytes"
	"image"
	"image/color"
	"image/png"
	"strings"
	"testing"
)

func TestContactSheet(t *testing.T) {
	var frames [][]byte
	for i := range 5 {
		img := image.NewRGBA(image.Rect(0, 0, 40, 60))
		for p := range img.Pix {
			img.Pix[p] = uint8(40 * (i + 1))
		}
		var b bytes.Buffer
		png.Encode(&b, img)
		frames = append(frames, b.Bytes())
	}
	data, err := contactSheet(frames, 4)
	if err != nil {
		t.Fatal(err)
	}
	sheet, err := png.Decode(bytes.NewReader(data))
	if err != nil {
		t.Fatal(err)
	}
	// four frames of 20×30 to a row, two rows, 8 px apart and around
	if b := sheet.Bounds(); b.Dx() != 4*28+8 || b.Dy() != 2*38+8 {
		t.Fatalf("sheet %v, want 120×84", b)
	}
	// the fifth frame (grey 200) starts the second row at (8, 46)
	if c := color.RGBAModel.Convert(sheet.At(18, 60)).(color.RGBA); c.R != 200 {
		t.Errorf("fifth frame's middle: %v", c)
	}
	if c := color.RGBAModel.Convert(sheet.At(4, 4)).(color.RGBA); c != (color.RGBA{0x20, 0x20, 0x24, 0xff}) {
		t.Errorf("ground: %v", c)
	}
	if _, err := contactSheet(nil, 4); err == nil {
		t.Error("a sheet of no frames")
	}
}

func TestFilmstripArgs(t *testing.T) {
	for _, args := range [][]string{
		{"--game", "crossingo", "--prize", "10000"},                                   // no --out
		{"--game", "bingo", "--prize", "0", "--out", t.TempDir()},                     // unknown game
		{"--game", "crossingo", "--prize", "3", "--out", t.TempDir()},                 // 3 € is no lot of CROSSINGO (art. 4)
		{"--game", "crossingo", "--stake", "2", "--prize", "0", "--out", t.TempDir()}, // not on offer
		{"--game", "crossingo", "--prize", "0", "--size", "x", "--out", t.TempDir()},
	} {
		code, _, errOut := runArgs(t, append([]string{"filmstrip"}, args...)...)
		if code != 2 || !strings.HasPrefix(errOut, "revela filmstrip: ") {
			t.Errorf("%v: exit %d %q", args, code, errOut)
		}
	}
}
