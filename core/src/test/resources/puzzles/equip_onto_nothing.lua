-- a puzzle's mistake: the equip target was never placed (its zone was taken), so Debug.PreEquip gets nil
Debug.ReloadFieldBegin(DUEL_ATTACK_FIRST_TURN+DUEL_SIMPLE_AI,5)
Debug.AddCard(91152256,0,0,LOCATION_MZONE,0,POS_FACEUP_ATTACK)
local target=Debug.AddCard(14898066,0,0,LOCATION_MZONE,0,POS_FACEUP_ATTACK)
local axe=Debug.AddCard(40619825,0,0,LOCATION_SZONE,0,POS_FACEUP)
Debug.PreEquip(axe,target)
Debug.ReloadFieldEnd()
aux.BeginPuzzle()
