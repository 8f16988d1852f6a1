-- ygopro's LOCATION_FZONE in Debug.AddCard: the Field Zone (sequence 0 only); 900021 is the test's Field Spell
Debug.ReloadFieldBegin(DUEL_ATTACK_FIRST_TURN+DUEL_SIMPLE_AI,5)
Debug.AddCard(900021,0,0,LOCATION_FZONE,0,POS_FACEUP)
Debug.AddCard(900021,1,1,LOCATION_FZONE,1,POS_FACEUP)
Debug.ReloadFieldEnd()
aux.BeginPuzzle()
