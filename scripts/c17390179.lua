-- Flash Knight (Pendulum Normal Monster): no effects; it can be activated from the hand into a Pendulum Zone, and Pendulum Summons with the other scale.
local s,id=GetID()
function s.initial_effect(c)
	aux.EnablePendulumAttribute(c)
end
