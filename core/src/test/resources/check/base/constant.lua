-- a tiny stand-in for the bundled constant.lua
TYPE_MONSTER = 0x1
TYPE_EFFECT = 0x20
