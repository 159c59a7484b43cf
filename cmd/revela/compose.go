package main

import (
	"bytes"
	"crypto/rand"
	"crypto/sha256"
	"encoding/binary"
	"encoding/json"
	"fmt"
	"io"
	mrand "math/rand/v2"
	"os"

	"revela/core/games"
	"revela/core/money"
)

func runCompose(args []string, stdout io.Writer) error {
	fs := newFlags("compose")
	game := fs.String("game", "", "game id")
	stake := fs.String("stake", "", "stake in euros")
	prize := fs.String("prize", "", "prize in euros: 0 or an amount of the lot table")
	mode := fs.String("mode", "", "the unit's presentation variant, by the game's name for it (revela tables); default the plain one")
	var seed seedFlag
	fs.Var(&seed, "seed", "seed; crypto/rand when absent")
	if err := parse(fs, args); err != nil {
		return err
	}
	t, err := table(*game, *stake)
	if err != nil {
		return err
	}
	if *prize == "" {
		return usagef("--prize is required: 0 or an amount of the %s %s € lot table", t.Game, t.Stake)
	}
	p, err := money.Parse(*prize)
	if err != nil {
		return usageError{err}
	}
	if !t.Pays(p) {
		return usagef("prize %s € is not an amount of the %s %s € lot table", p, t.Game, t.Stake)
	}
	g, err := games.Lookup(t.Game)
	if err != nil {
		return usageError{err}
	}
	m, err := g.VariantNamed(*mode)
	if err != nil {
		return usagef("--mode %v", err)
	}
	var key [32]byte
	if seed.set {
		var b [8]byte
		binary.BigEndian.PutUint64(b[:], seed.value)
		key = sha256.Sum256(append([]byte("revela/compose"), b[:]...))
	} else {
		rand.Read(key[:])
	}
	s, err := g.Compose(t.Stake, p, m, mrand.New(mrand.NewChaCha8(key)))
	if err != nil {
		return err
	}
	return writeJSON(stdout, s)
}

// invalidError is a script that fails validation: exit status 1.
type invalidError struct{ error }

// maxScript bounds what validate reads.
const maxScript = 1 << 20

func runValidate(args []string, stdout io.Writer) error {
	fs := newFlags("validate")
	if err := parse(fs, args); err != nil {
		return err
	}
	var r io.Reader = os.Stdin
	if name := fs.Arg(0); name != "" && name != "-" {
		f, err := os.Open(name)
		if err != nil {
			return usageError{err}
		}
		defer f.Close()
		r = f
	}
	data, err := io.ReadAll(io.LimitReader(r, maxScript+1))
	if err != nil {
		return err
	}
	if len(data) > maxScript {
		return invalidError{fmt.Errorf("script larger than %d bytes", maxScript)}
	}
	prize, err := validate(data)
	if err != nil {
		return invalidError{err}
	}
	fmt.Fprintf(stdout, "valid: prize %s €\n", prize)
	return nil
}

// validate reads a script, or a ticket whose "script" holds one, finds
// its game from the envelope, and validates it. A ticket's own game,
// stake and prize must be the script's: a ticket whose prize was changed
// beside a valid script is refused.
func validate(data []byte) (money.Cents, error) {
	var probe struct {
		Game   string          `json:"game"`
		Stake  json.RawMessage `json:"stake"`
		Prize  json.RawMessage `json:"prize"`
		Script json.RawMessage `json:"script"`
	}
	if err := json.Unmarshal(data, &probe); err != nil {
		return 0, fmt.Errorf("not a JSON script: %w", err)
	}
	ticket := len(probe.Script) > 0 && !bytes.Equal(probe.Script, []byte("null"))
	game := probe.Game
	if ticket {
		data = probe.Script
		var env struct {
			Game string `json:"game"`
		}
		if err := json.Unmarshal(data, &env); err != nil {
			return 0, fmt.Errorf("ticket's script: %w", err)
		}
		game = env.Game
	}
	g, err := games.Lookup(game)
	if err != nil {
		return 0, err
	}
	s, err := g.Decode(data)
	if err != nil {
		return 0, err
	}
	prize, err := s.Validate()
	if err != nil {
		return 0, err
	}
	if env := s.Envelope(); ticket {
		var stake, declared money.Cents
		switch {
		case probe.Game != env.Game:
			return 0, fmt.Errorf("the ticket's game %q is not its script's, %q", probe.Game, env.Game)
		case json.Unmarshal(probe.Stake, &stake) != nil || stake != env.Stake:
			return 0, fmt.Errorf("the ticket's stake %s is not its script's, %s €", probe.Stake, env.Stake)
		case json.Unmarshal(probe.Prize, &declared) != nil || declared != prize:
			return 0, fmt.Errorf("the ticket's prize %s is not its script's, %s €", probe.Prize, prize)
		}
	}
	return prize, nil
}
