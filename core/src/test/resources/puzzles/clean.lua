-- a puzzle without mistakes: loads the same both ways, without warnings
Debug.ReloadFieldBegin(DUEL_ATTACK_FIRST_TURN+DUEL_SIMPLE_AI,5)
Debug.SetPlayerInfo(1,1900,0,0)
local target=Debug.AddCard(14898066,0,0,LOCATION_MZONE,0,POS_FACEUP_ATTACK)
local axe=Debug.AddCard(40619825,0,0,LOCATION_SZONE,0,POS_FACEUP)
Debug.PreEquip(axe,target)
Debug.AddCard(91152256,1,1,LOCATION_MZONE,2,POS_FACEDOWN_DEFENSE)
Debug.ReloadFieldEnd()
aux.BeginPuzzle()
