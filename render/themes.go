//go:build js

package render

import (
	"syscall/js"
	"time"

	"revela/assets/themes"
)

// readPageThemes adds the themes the page read from the server at load
// (window.revela.themeData, by name: the text of each theme.json that
// revela serve --themes DIR serves at /themes/) and puts their calendar
// in force (window.revela.calendar), so that a designer's edit shows on
// reload; a theme that does not parse is left out, said in the console.
func readPageThemes() {
	rv := js.Global().Get("revela")
	if rv.Type() != js.TypeObject {
		return
	}
	if data := rv.Get("themeData"); data.Type() == js.TypeObject {
		keys := js.Global().Get("Object").Call("keys", data)
		for i := range keys.Length() {
			name := keys.Index(i).String()
			t, err := themes.Parse([]byte(data.Get(name).String()))
			if err != nil || t.Name != name {
				why := name + "/theme.json: " + errText(err, "its name is "+t.Name)
				logf("revela: theme " + name + " left out (revela theme check): " + why)
				refuseTheme(rv, name, why)
				continue
			}
			themes.Add(t)
		}
	}
	readPageArt(rv.Get("themeArt"))
	if c := rv.Get("calendar"); c.Type() == js.TypeString {
		cal, err := themes.ParseCalendar([]byte(c.String()))
		if err != nil {
			logf("revela: calendar left out: " + err.Error())
			return
		}
		themes.SetCalendar(cal)
	}
}

// readPageArt records the art files each theme has on the server
// (window.revela.themeArt: {name: [files]}, /themes/index.json's "art"),
// which the client then fetches and draws (render/kit, art.go).
func readPageArt(art js.Value) {
	if art.Type() != js.TypeObject {
		return
	}
	keys := js.Global().Get("Object").Call("keys", art)
	for i := range keys.Length() {
		name := keys.Index(i).String()
		list := art.Get(name)
		if list.Type() != js.TypeObject {
			continue
		}
		var files []string
		for j := range list.Length() {
			files = append(files, list.Index(j).String())
		}
		themes.SetArt(name, files)
	}
}

// refuseTheme adds why to the faults the page says of theme name
// (window.revela.themeFaults, shown by window.revela.showThemeFaults).
func refuseTheme(rv js.Value, name, why string) {
	faults := rv.Get("themeFaults")
	if faults.Type() != js.TypeObject {
		return
	}
	list := faults.Get(name)
	if list.Type() != js.TypeObject {
		list = js.Global().Get("Array").New()
		faults.Set(name, list)
	}
	list.Call("push", why)
	if f := rv.Get("showThemeFaults"); f.Type() == js.TypeFunction {
		f.Invoke()
	}
}

func errText(err error, otherwise string) string {
	if err != nil {
		return err.Error()
	}
	return otherwise
}

// themeFor is the theme name asked for, the calendar's for "auto".
func themeFor(name string) string { return themes.Resolve(name, time.Now()) }
