-- not a mistake but ygopro-core's way: a card added onto an Xyz Monster's zone becomes its Xyz Material
Debug.ReloadFieldBegin(DUEL_ATTACK_FIRST_TURN+DUEL_SIMPLE_AI,5)
Debug.AddCard(84013237,0,0,LOCATION_MZONE,2,POS_FACEUP_ATTACK,true)
Debug.AddCard(14898066,0,0,LOCATION_MZONE,2,POS_FACEUP_ATTACK)
Debug.AddCard(91152256,0,0,LOCATION_MZONE,2,POS_FACEUP_ATTACK)
Debug.ReloadFieldEnd()
aux.BeginPuzzle()
