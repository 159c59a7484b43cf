//go:build js && !floor

package main

import "github.com/hajimehoshi/ebiten/v2"

// floorBuild is false in the client: the floor's branch is compiled out.
const floorBuild = false

// floor is make startbench's floor game (floor.go); never called here.
func floor() ebiten.Game { return nil }
