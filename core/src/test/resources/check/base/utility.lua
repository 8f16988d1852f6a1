-- a tiny stand-in for the bundled utility.lua
Auxiliary = {}
aux = Auxiliary
