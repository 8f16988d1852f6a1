-- a puzzle's mistake: owner 2 (ygopro-core places no card and returns nothing)
Debug.ReloadFieldBegin(DUEL_ATTACK_FIRST_TURN+DUEL_SIMPLE_AI,5)
Debug.AddCard(14898066,2,0,LOCATION_HAND,0,POS_FACEDOWN)
Debug.AddCard("Celtic Guardian",0,0,LOCATION_HAND,0,POS_FACEDOWN) -- by name, as a test may write it
Debug.ReloadFieldEnd()
aux.BeginPuzzle()
