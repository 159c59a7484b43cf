package main

import (
	"encoding/json"
	"os"
	"strings"
	"testing"

	"revela/core/lots"
)

// TestTablesFile: revela tables --game lucha-fortune --file FILE checks a
// replacement data file: the embedded one passes; one with wrong totals
// and an amount the paytable cannot make fails with exit status 1 and
// says why; --file needs --game lucha-fortune.
func TestTablesFile(t *testing.T) {
	dir := t.TempDir()
	good := dir + "/good.json"
	if err := os.WriteFile(good, lots.LuchaFortuneFile(), 0o600); err != nil {
		t.Fatal(err)
	}
	code, out, errOut := runArgs(t, "tables", "--game", "lucha-fortune", "--file", good)
	if code != 0 || !strings.Contains(out, "lucha-fortune 1 € (illustrative)") || !strings.Contains(out, "ILLUSTRATIVE: not the règlement's figures") ||
		!strings.Contains(out, "coupe 15000 €") || !strings.Contains(out, "ok: totals agree") {
		t.Fatalf("exit %d: %s%s", code, out, errOut)
	}
	bad := dir + "/bad.json"
	data := strings.Replace(string(lots.LuchaFortuneFile()), `{"amount": "5", "count": 40000}`, `{"amount": "7.50", "count": 40000}`, 1)
	if err := os.WriteFile(bad, []byte(data), 0o600); err != nil {
		t.Fatal(err)
	}
	code, out, errOut = runArgs(t, "tables", "--game", "lucha-fortune", "--file", bad, "--json")
	var tj struct {
		Version  string   `json:"version"`
		Problems []string `json:"problems"`
		Paytable struct {
			Coins []string `json:"coins"`
		} `json:"paytable"`
	}
	if err := json.Unmarshal([]byte(out), &tj); err != nil {
		t.Fatal(err)
	}
	if code != 1 || len(tj.Problems) != 3 || !strings.Contains(tj.Problems[2], "7.50 € cannot be made") ||
		tj.Version != "lucha-fortune/1" || len(tj.Paytable.Coins) != 4 || !strings.Contains(errOut, "3 problems") {
		t.Fatalf("exit %d: %+v %s", code, tj, errOut)
	}
	for _, c := range []struct {
		args []string
		code int
		want string
	}{
		{[]string{"tables", "--file", good}, 2, "--file needs --game lucha-fortune"},
		{[]string{"tables", "--game", "crossingo", "--file", good}, 2, "--file needs --game lucha-fortune"},
		{[]string{"tables", "--game", "lucha-fortune", "--file", dir + "/none.json"}, 2, "no such file"},
		{[]string{"tables", "--game", "lucha-fortune", "--file", "testdata/not-json.txt"}, 1, "data file"},
	} {
		code, _, errOut := runArgs(t, c.args...)
		if code != c.code || !strings.Contains(errOut, c.want) {
			t.Errorf("%v: exit %d, %q", c.args, code, errOut)
		}
	}
}

// TestLuchaFortuneComposeValidate: compose and validate go through the
// registry for LUCHA FORTUNE, the 15,000 € banner included.
func TestLuchaFortuneComposeValidate(t *testing.T) {
	for _, prize := range []string{"0", "1", "40", "15000"} {
		code, script, errOut := runArgs(t, "compose", "--game", "lucha-fortune", "--prize", prize, "--seed", "5")
		if code != 0 {
			t.Fatalf("compose %s: exit %d: %s", prize, code, errOut)
		}
		path := t.TempDir() + "/script.json"
		if err := os.WriteFile(path, []byte(script), 0o600); err != nil {
			t.Fatal(err)
		}
		code, out, errOut := runArgs(t, "validate", path)
		if code != 0 || out != "valid: prize "+prize+" €\n" {
			t.Fatalf("validate %s: exit %d, %q, %q", prize, code, out, errOut)
		}
	}
}
