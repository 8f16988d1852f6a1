-- utility.lua: Spellspeed's helper library for card scripts.
--
-- A placeholder of our own: the helpers are added as the card API grows. The host loads this
-- file after constant.lua and before procedure.lua and any card script. GetID() is defined by
-- the host itself.

Auxiliary = Auxiliary or {}
aux = Auxiliary

-- The id of a card's n-th description string (str1..str16 in the card database).
function Auxiliary.Stringid(code, n)
	return (code << 4) + n
end

-- Spirit monsters: in the End Phase of the turn the card was Normal Summoned or flipped face-up, it
-- returns to its owner's hand (a mandatory trigger, described by the card's string 0).
function Auxiliary.EnableSpiritReturn(c)
	local code=c:GetOriginalCode()
	local mark=Effect.CreateEffect(c)
	mark:SetType(EFFECT_TYPE_SINGLE+EFFECT_TYPE_CONTINUOUS)
	mark:SetCode(EVENT_SUMMON_SUCCESS)
	mark:SetOperation(function(e)
		e:GetHandler():RegisterFlagEffect(code,RESET_EVENT+RESETS_STANDARD+RESET_PHASE+PHASE_END,0,1)
	end)
	c:RegisterEffect(mark)
	local flipped=mark:Clone()
	flipped:SetCode(EVENT_FLIP)
	c:RegisterEffect(flipped)
	local back=Effect.CreateEffect(c)
	back:SetDescription(Auxiliary.Stringid(code,0))
	back:SetCategory(CATEGORY_TOHAND)
	back:SetType(EFFECT_TYPE_FIELD+EFFECT_TYPE_TRIGGER_F)
	back:SetCode(EVENT_PHASE+PHASE_END)
	back:SetRange(LOCATION_MZONE)
	back:SetCountLimit(1)
	back:SetCondition(function(e) return e:GetHandler():GetFlagEffect(code)>0 end)
	back:SetTarget(function(e,tp,eg,ep,ev,re,r,rp,chk)
		if chk==0 then return true end
		Duel.SetOperationInfo(0,CATEGORY_TOHAND,e:GetHandler(),1,0,0)
	end)
	back:SetOperation(function(e)
		local sc=e:GetHandler()
		if sc:IsRelateToEffect(e) and sc:IsFaceup() then
			Duel.SendtoHand(sc,nil,REASON_EFFECT)
		end
	end)
	c:RegisterEffect(back)
end

-- Gemini monsters (R022): a Normal Monster while face-up on the field or in the GY; a Gemini summon
-- (Normal Summoning it again while it is face-up on the field) gives it its effects until it leaves
-- the field or is turned face-down. Its own effects check Auxiliary.IsDualState.
function Auxiliary.EnableDualAttribute(c)
	local again=Effect.CreateEffect(c)
	again:SetType(EFFECT_TYPE_SINGLE)
	again:SetCode(EFFECT_DUAL_SUMMONABLE)
	c:RegisterEffect(again)
	local normal=Effect.CreateEffect(c)
	normal:SetType(EFFECT_TYPE_SINGLE)
	normal:SetProperty(EFFECT_FLAG_SINGLE_RANGE+EFFECT_FLAG_CANNOT_DISABLE)
	normal:SetRange(LOCATION_MZONE+LOCATION_GRAVE)
	normal:SetCode(EFFECT_ADD_TYPE)
	normal:SetValue(TYPE_NORMAL)
	normal:SetCondition(Auxiliary.DualNormalCondition)
	c:RegisterEffect(normal)
	local noeffect=normal:Clone()
	noeffect:SetCode(EFFECT_REMOVE_TYPE)
	noeffect:SetValue(TYPE_EFFECT)
	c:RegisterEffect(noeffect)
end
function Auxiliary.DualNormalCondition(e)
	local c=e:GetHandler()
	return c:IsFaceup() and not c:IsDualState()
end
function Auxiliary.IsDualState(e)
	return e:GetHandler():IsDualState()
end
function Auxiliary.IsNotDualState(e)
	return not e:GetHandler():IsDualState()
end

-- ygopro puzzles end their set-up with aux.BeginPuzzle(): player 0 must win during this turn, so
-- at its End Phase player 0 loses.
function Auxiliary.BeginPuzzle()
	local timeout=Effect.GlobalEffect()
	timeout:SetType(EFFECT_TYPE_FIELD+EFFECT_TYPE_CONTINUOUS)
	timeout:SetCode(EVENT_PHASE+PHASE_END)
	timeout:SetCountLimit(1)
	timeout:SetOperation(function() Duel.SetLP(0,0) end)
	Duel.RegisterEffect(timeout,0)
end

-- Fusion Summons. A Fusion Monster declares its materials with an EFFECT_FUSION_MATERIAL effect: the
-- engine asks its condition(e,g,gc,chkf) whether the group g holds them (gc: a card that must be one
-- of them; chkf: the summoning player, plus 0x200 for a Contact Fusion, when the Fusion Monster needs
-- a zone once the materials are gone, else PLAYER_NONE), and its operation(e,tp,eg,ep,ev,re,r,rp,gc,chkf)
-- lets the player choose them from eg and hands the choice to Duel.SetFusionMaterial.

-- Whether card c can stand for the named material: it has the name, or (when allowed) it is a
-- Fusion Substitute.
function Auxiliary.FusionMaterialMatches(c,code,fc,sub)
	return c:IsCode(code) or (sub and c:CheckFusionSubstitute(fc))
end

-- A material description as a test f(c,fc,sub): a card code, a function, or a table of either
-- (any of them will do).
local function fusion_slot(desc)
	if type(desc)=="number" then
		return function(c,fc,sub) return Auxiliary.FusionMaterialMatches(c,desc,fc,sub) end
	elseif type(desc)=="table" then
		local alternatives={}
		for i,d in ipairs(desc) do alternatives[i]=fusion_slot(d) end
		return function(c,fc,sub)
			for _,f in ipairs(alternatives) do
				if f(c,fc,sub) then return true end
			end
			return false
		end
	end
	return desc
end

-- Whether each card can take a slot of its own, at most one of them only as a Fusion Substitute.
local function fusion_assignable(cards,slots,fc,sub)
	local taken={}
	local function place(i,substituted)
		if i>#cards then return true end
		for s=1,#slots do
			if not taken[s] then
				local plain=slots[s](cards[i],fc,false)
				if plain or (sub and not substituted and slots[s](cards[i],fc,true)) then
					taken[s]=true
					local ok=place(i+1,substituted or not plain)
					taken[s]=nil
					if ok then return true end
				end
			end
		end
		return false
	end
	return place(1,false)
end

-- Every set of cards of g that makes the materials (with gc among them, and room for the Fusion
-- Monster once they are gone when chkf names a player), each as a list.
local function fusion_material_sets(g,gc,slots,fc,sub,chkf,tp)
	local player=chkf&0xff
	if chkf&0x200~=0 then sub=false end -- Contact Fusion: no Fusion Substitute
	local cards={}
	local x=g:GetFirst()
	while x do cards[#cards+1]=x x=g:GetNext() end
	local sets,chosen={},{}
	local function extend(from)
		if #chosen==#slots then
			if gc and not g:IsContains(gc) then return end
			local has_gc=not gc
			for _,c in ipairs(chosen) do if c==gc then has_gc=true end end
			if has_gc and (player==PLAYER_NONE
					or Duel.GetLocationCountFromEx(player,tp,Group.FromCards(table.unpack(chosen)),fc)>0) then
				sets[#sets+1]={table.unpack(chosen)}
			end
			return
		end
		for i=from,#cards do
			chosen[#chosen+1]=cards[i]
			if fusion_assignable(chosen,slots,fc,sub) then extend(i+1) end
			chosen[#chosen]=nil
		end
	end
	extend(1)
	return sets
end

local function fusion_set_contains(set,cards)
	for _,c in ipairs(cards) do
		local found=false
		for _,m in ipairs(set) do if m==c then found=true end end
		if not found then return false end
	end
	return true
end

-- Fusion Materials listed one by one: each argument is a card code, a function f(c,fc,sub) or a
-- table of either; sub: a Fusion Substitute may stand for one named material; insf: whether the
-- monster can be Fusion Summoned without materials being checked (g nil).
function Auxiliary.AddFusionProcMix(c,sub,insf,...)
	local fc=c
	local slots={}
	local named={}
	for i,desc in ipairs({...}) do
		slots[i]=fusion_slot(desc)
		if type(desc)=="number" then named[desc]=true end
	end
	local mt=getmetatable(c)
	if mt and mt.material==nil then
		mt.material=named
		mt.material_count={#slots,#slots}
	end
	local e1=Effect.CreateEffect(c)
	e1:SetType(EFFECT_TYPE_SINGLE)
	e1:SetProperty(EFFECT_FLAG_CANNOT_DISABLE+EFFECT_FLAG_UNCOPYABLE)
	e1:SetCode(EFFECT_FUSION_MATERIAL)
	e1:SetCondition(function(e,g,gc,chkf)
		if g==nil then return insf end
		return #fusion_material_sets(g,gc,slots,fc,sub,chkf,e:GetHandlerPlayer())>0
	end)
	e1:SetOperation(function(e,tp,eg,ep,ev,re,r,rp,gc,chkf)
		local sets=fusion_material_sets(eg,gc,slots,fc,sub,chkf,tp)
		local chosen={gc}
		while #chosen<#slots do
			local offered=Group.CreateGroup()
			for _,set in ipairs(sets) do
				if fusion_set_contains(set,chosen) then
					for _,m in ipairs(set) do
						if not fusion_set_contains(chosen,{m}) then offered:AddCard(m) end
					end
				end
			end
			chosen[#chosen+1]=offered:Select(tp,1,1,nil):GetFirst()
		end
		Duel.SetFusionMaterial(Group.FromCards(table.unpack(chosen)))
	end)
	c:RegisterEffect(e1)
end

local function repeated(desc,n)
	local list={}
	for i=1,n do list[i]=desc end
	return table.unpack(list)
end

-- ygopro's shorthands for the common material lists.
function Auxiliary.AddFusionProcCode2(c,code1,code2,sub,insf)
	Auxiliary.AddFusionProcMix(c,sub,insf,code1,code2)
end
function Auxiliary.AddFusionProcCode3(c,code1,code2,code3,sub,insf)
	Auxiliary.AddFusionProcMix(c,sub,insf,code1,code2,code3)
end
function Auxiliary.AddFusionProcCode4(c,code1,code2,code3,code4,sub,insf)
	Auxiliary.AddFusionProcMix(c,sub,insf,code1,code2,code3,code4)
end
-- n copies of one named monster
function Auxiliary.AddFusionProcCodeRep(c,code,n,sub,insf)
	Auxiliary.AddFusionProcMix(c,sub,insf,repeated(code,n))
end
-- a named monster + n monsters that pass f
function Auxiliary.AddFusionProcCodeFun(c,code,f,n,sub,insf)
	Auxiliary.AddFusionProcMix(c,sub,insf,code,repeated(f,n))
end
function Auxiliary.AddFusionProcFun2(c,f1,f2,insf)
	Auxiliary.AddFusionProcMix(c,false,insf,f1,f2)
end
-- n monsters that pass f
function Auxiliary.AddFusionProcFunRep(c,f,n,insf)
	Auxiliary.AddFusionProcMix(c,false,insf,repeated(f,n))
end
-- a monster that passes f1 + n that pass f2
function Auxiliary.AddFusionProcFunFun(c,f1,f2,n,insf)
	Auxiliary.AddFusionProcMix(c,false,insf,f1,repeated(f2,n))
end

-- A summoning procedure from the Extra Deck (a rule, not a chain link; EFFECT_SPSUMMON_PROC): usable
-- when usable(e,c,...) holds; choose(e,tp,c,...) lets the player choose the materials (a Group; nil or
-- empty cancels), which become the monster's materials and go where move(g,c) sends them. The "..." are
-- what an effect names after the monster (Duel.SynchroSummon's smat and mg, …).
local function extra_deck_procedure(c,desc,sumtype,usable,choose,move)
	local e1=Effect.CreateEffect(c)
	if desc then e1:SetDescription(desc) end
	e1:SetType(EFFECT_TYPE_FIELD)
	e1:SetCode(EFFECT_SPSUMMON_PROC)
	e1:SetProperty(EFFECT_FLAG_CANNOT_DISABLE+EFFECT_FLAG_UNCOPYABLE)
	e1:SetRange(LOCATION_EXTRA)
	if sumtype then e1:SetValue(sumtype) end
	e1:SetCondition(function(e,mc,...)
		if mc==nil then return true end
		return usable(e,mc,...)
	end)
	e1:SetTarget(function(e,tp,eg,ep,ev,re,r,rp,chk,mc,...)
		local g=choose(e,tp,mc,...)
		if not g or #g==0 then return false end
		e:SetLabelObject(g)
		return true
	end)
	e1:SetOperation(function(e,tp,eg,ep,ev,re,r,rp,mc)
		local g=e:GetLabelObject()
		mc:SetMaterial(g)
		move(g,mc)
	end)
	c:RegisterEffect(e1)
	return e1
end

-- Contact Fusion: the Fusion Monster is Special Summoned from the Extra Deck by its own procedure
-- (not a Fusion Summon, no Spell): its materials are taken from the given locations (yours,
-- the opponent's) and handed to mat_operation(g, ...) with the extra arguments, e.g. Duel.SendtoDeck
-- with nil, SEQ_DECKSHUFFLE, REASON_COST. filter(c,fc), if given, narrows the materials further.
function Auxiliary.AddContactFusionProcedure(c,filter,self_location,opponent_location,mat_operation,...)
	local params={...}
	self_location=self_location or 0
	opponent_location=opponent_location or 0
	local function materials(fc,tp)
		return Duel.GetMatchingGroup(function(m)
			return m:IsCanBeFusionMaterial(fc,SUMMON_TYPE_SPECIAL) and (not filter or filter(m,fc))
		end,tp,self_location,opponent_location,fc)
	end
	return extra_deck_procedure(c,nil,nil,
		function(e,fc)
			-- a face-up Pendulum Monster in the Extra Deck is Pendulum Summoned, not Contact Fused
			if fc:IsType(TYPE_PENDULUM) and fc:IsFaceup() then return false end
			local tp=fc:GetControler()
			return fc:CheckFusionMaterial(materials(fc,tp),nil,tp|0x200)
		end,
		function(e,tp,fc) return Duel.SelectFusionMaterial(tp,fc,materials(fc,tp),nil,tp|0x200) end,
		function(g) mat_operation(g,table.unpack(params)) end)
end

-- "Must be Fusion Summoned": a summoning condition that allows only Fusion Summons.
function Auxiliary.fuslimit(e,se,sp,st)
	return st&SUMMON_TYPE_FUSION==SUMMON_TYPE_FUSION
end

-- Ritual Summons. A Ritual Spell that Ritual Summons the monster named code from the hand by
-- Tributing monsters from the hand or field whose total Levels are at least its Level (no Tribute
-- more than needed).
function Auxiliary.AddRitualProcGreaterCode(c,code)
	local function ritual_monster(m,e,tp)
		return m:IsCode(code) and m:IsCanBeSpecialSummoned(e,SUMMON_TYPE_RITUAL,tp,false,true)
	end
	local function level(m,rc) return m:GetRitualLevel(rc) end
	local function tributes(tp,rc)
		return Duel.GetRitualMaterial(tp):Filter(function(m) return m~=rc end,nil)
	end
	local function can_summon(e,tp,rc)
		local mg=tributes(tp,rc)
		if not mg:CheckWithSumGreater(level,rc:GetLevel(),rc) then return false end
		-- the Ritual Monster needs a Main Monster Zone once its Tributes are gone
		return Duel.GetMZoneCount(tp,mg)>0
	end
	local e1=Effect.CreateEffect(c)
	e1:SetCategory(CATEGORY_SPECIAL_SUMMON)
	e1:SetType(EFFECT_TYPE_ACTIVATE)
	e1:SetCode(EVENT_FREE_CHAIN)
	e1:SetTarget(function(e,tp,eg,ep,ev,re,r,rp,chk)
		if chk==0 then
			return Duel.IsExistingMatchingCard(function(m) return ritual_monster(m,e,tp) and can_summon(e,tp,m) end,
				tp,LOCATION_HAND,0,1,nil)
		end
		Duel.SetOperationInfo(0,CATEGORY_SPECIAL_SUMMON,nil,1,tp,LOCATION_HAND)
	end)
	e1:SetOperation(function(e,tp,eg,ep,ev,re,r,rp)
		local g=Duel.SelectMatchingCard(tp,function(m) return ritual_monster(m,e,tp) and can_summon(e,tp,m) end,
			tp,LOCATION_HAND,0,1,1,nil)
		local rc=g:GetFirst()
		if not rc then return end
		local mat=tributes(tp,rc):SelectWithSumGreater(tp,level,rc:GetLevel(),rc)
		rc:SetMaterial(mat)
		Duel.ReleaseRitualMaterial(mat)
		Duel.BreakEffect()
		Duel.SpecialSummon(rc,SUMMON_TYPE_RITUAL,tp,tp,false,true,POS_FACEUP)
		rc:CompleteProcedure()
	end)
	c:RegisterEffect(e1)
end

-- Tuner filters for Synchro procedures.
function Auxiliary.Tuner(f)
	return function(c,sc) return c:IsTuner() and (not f or f(c,sc)) end
end
function Auxiliary.NonTuner(f)
	return function(c,sc) return not c:IsTuner() and (not f or f(c,sc)) end
end

-- The face-up monsters a player controls that pass f (materials for a Synchro or Xyz procedure).
local function field_materials(tp,f,sc)
	local list={}
	local g=Duel.GetMatchingGroup(function(m) return m:IsFaceup() and (not f or f(m,sc)) end,tp,LOCATION_MZONE,0,nil)
	local m=g:GetFirst()
	while m do list[#list+1]=m m=g:GetNext() end
	return list
end

-- The materials a procedure may use: the cards of mg that pass f when an effect names them
-- (Duel.SynchroSummon(tp,c,smat,mg), Duel.XyzSummon(tp,c,mg), …), else your face-up monsters that do.
local function material_pool(tp,f,sc,mg)
	if not mg then return field_materials(tp,f,sc) end
	local list={}
	local m=mg:GetFirst()
	while m do
		if not f or f(m,sc) then list[#list+1]=m end
		m=mg:GetNext()
	end
	return list
end

local function list_contains(list,c)
	for _,x in ipairs(list) do if x==c then return true end end
	return false
end

-- Whether some of the cards list[i..] (count between need_min and need_max more, Levels adding up to
-- exactly sum) complete chosen so that sc still has a zone once they are gone, with must among them.
local function synchro_completes(sc,tp,list,i,chosen,sum,count,minc,maxc,must)
	if sum==0 and count>=minc then
		return (not must or list_contains(chosen,must))
			and Duel.GetLocationCountFromEx(tp,tp,Group.FromCards(table.unpack(chosen)),sc)>0
	end
	if sum<=0 or count>=maxc or i>#list then return false end
	local m=list[i]
	chosen[#chosen+1]=m
	local ok=synchro_completes(sc,tp,list,i+1,chosen,sum-m:GetSynchroLevel(sc),count+1,minc,maxc,must)
	chosen[#chosen]=nil
	return ok or synchro_completes(sc,tp,list,i+1,chosen,sum,count,minc,maxc,must)
end

-- Synchro Summon: 1 Tuner (passing f1) + minc to maxc non-Tuners (passing f2), face-up monsters you
-- control whose Levels add up to exactly the Synchro Monster's Level; the materials go to the GY.
function Auxiliary.AddSynchroProcedure(c,f1,f2,minc,maxc)
	maxc=maxc or 99
	local tuner_ok=Auxiliary.Tuner(f1)
	local other_ok=Auxiliary.NonTuner(f2)
	-- smat: a material the summon must use; mg: the materials it may use (Duel.SynchroSummon's arguments)
	local function others(tp,sc,t,mg)
		local list={}
		for _,m in ipairs(material_pool(tp,other_ok,sc,mg)) do
			if m~=t and m:IsCanBeSynchroMaterial(sc) and (m:IsFaceup() or not m:IsLocation(LOCATION_MZONE)) then
				list[#list+1]=m
			end
		end
		return list
	end
	local function tuners(tp,sc,smat,mg)
		local list={}
		for _,t in ipairs(material_pool(tp,tuner_ok,sc,mg)) do
			if t:IsCanBeSynchroMaterial(sc) and (t:IsFaceup() or not t:IsLocation(LOCATION_MZONE)) and synchro_completes(sc,tp,others(tp,sc,t,mg),1,{t},
					sc:GetLevel()-t:GetSynchroLevel(sc),0,minc,maxc,smat) then
				list[#list+1]=t
			end
		end
		return list
	end
	local function choose(e,tp,sc,smat,mg)
		local choices=Group.FromCards(table.unpack(tuners(tp,sc,smat,mg)))
		local t=choices:Select(tp,1,1,nil):GetFirst()
		if not t then return nil end
		local chosen={t}
		local sum=sc:GetLevel()-t:GetSynchroLevel(sc)
		local list=others(tp,sc,t,mg)
		while not (sum==0 and #chosen-1>=minc) do
			-- only materials after which the selection can still be completed
			local options=Group.CreateGroup()
			for i,m in ipairs(list) do
				if not list_contains(chosen,m) then
					local rest={}
					for j,y in ipairs(list) do
						if y~=m and not list_contains(chosen,y) then rest[#rest+1]=y end
					end
					local with={table.unpack(chosen)}
					with[#with+1]=m
					if synchro_completes(sc,tp,rest,1,with,sum-m:GetSynchroLevel(sc),#with-1,minc,maxc,smat) then
						options:AddCard(m)
					end
				end
			end
			local m=options:Select(tp,1,1,nil):GetFirst()
			if not m then return nil end
			chosen[#chosen+1]=m
			sum=sum-m:GetSynchroLevel(sc)
		end
		return Group.FromCards(table.unpack(chosen))
	end
	extra_deck_procedure(c,1164,SUMMON_TYPE_SYNCHRO,
		function(e,sc,smat,mg) return #tuners(sc:GetControler(),sc,smat,mg)>0 end,
		choose,
		function(g) Duel.SendtoGrave(g,REASON_MATERIAL+REASON_SYNCHRO) end)
end

-- Xyz Summon: ct to maxct face-up monsters you control of Level lv (passing f, if given); they
-- become the Xyz Monster's Xyz Materials. With alterf, 1 monster passing it will do instead.
function Auxiliary.AddXyzProcedure(c,f,lv,ct,alterf,alterdesc,maxct,alterop)
	maxct=maxct or ct
	-- og: the materials an effect lets it use; min, max: a narrower count (Duel.XyzSummon's arguments)
	local function candidates(tp,xc,og)
		local list={}
		for _,m in ipairs(material_pool(tp,f,xc,og)) do
			if m:IsXyzLevel(xc,lv) and m:IsCanBeXyzMaterial(xc) then list[#list+1]=m end
		end
		return list
	end
	local function counts(min,max)
		return math.max(ct,min or ct),math.min(maxct,max or maxct)
	end
	local function room(tp,xc,chosen)
		return Duel.GetLocationCountFromEx(tp,tp,Group.FromCards(table.unpack(chosen)),xc)>0
	end
	-- alterf: "you can also Xyz Summon it using 1 monster you control that passes alterf(m,e,tp,xc)"
	-- (alterop(e,tp,chk,m), if given, may forbid it at chk 0 and performs its cost at chk 1); that
	-- monster's own Xyz Materials go along with it (the regular materials' own go to the GY)
	local alternative=nil
	local function alternatives(e,tp,xc,og,min)
		local list={}
		if not alterf or (min and min>1) then return list end
		for _,m in ipairs(material_pool(tp,nil,xc,og)) do
			if alterf(m,e,tp,xc) and m:IsCanBeXyzMaterial(xc) and room(tp,xc,{m})
					and (not alterop or alterop(e,tp,0,m)) then
				list[#list+1]=m
			end
		end
		return list
	end
	local function regular(tp,xc,og,min,max)
		local list=candidates(tp,xc,og)
		local low,high=counts(min,max)
		-- some ct of them leave room for the Xyz Monster: with all of them gone there is the most room
		return low<=high and #list>=low and room(tp,xc,list)
	end
	extra_deck_procedure(c,1165,SUMMON_TYPE_XYZ,
		function(e,xc,og,min,max)
			local tp=xc:GetControler()
			return regular(tp,xc,og,min,max) or #alternatives(e,tp,xc,og,min)>0
		end,
		function(e,tp,xc,og,min,max)
			local alts=alternatives(e,tp,xc,og,min)
			if #alts>0 and (not regular(tp,xc,og,min,max) or Duel.SelectYesNo(tp,alterdesc)) then
				local m=Group.FromCards(table.unpack(alts)):Select(tp,1,1,nil):GetFirst()
				if not m then return nil end
				if alterop then alterop(e,tp,1,m) end
				alternative=m
				return Group.FromCards(m)
			end
			local low,high=counts(min,max)
			local sel=Group.FromCards(table.unpack(candidates(tp,xc,og))):Select(tp,low,high,nil)
			if #sel<low then return nil end
			return sel
		end,
		function(g,xc)
			local m=alternative
			alternative=nil
			if m and g:IsContains(m) then
				local og=m:GetOverlayGroup()
				if #og>0 then Duel.Overlay(xc,og) end
			end
			Duel.Overlay(xc,g)
		end)
end

-- Link Summon: min to max face-up monsters you control (passing f; gf, if given, checks the whole
-- group) whose link values add up to exactly the Link Monster's Link Rating: a monster counts 1, a
-- Link Monster 1 or its Link Rating. The Link Monster needs an Extra Monster Zone or a zone a Link
-- Monster points to once its materials are gone; they go to the GY.
function Auxiliary.AddLinkProcedure(c,f,min,max,gf)
	max=max or 99
	local function candidates(tp,lc,mg)
		return material_pool(tp,f,lc,mg)
	end
	local function values(m)
		if m:IsType(TYPE_LINK) and m:GetLink()>1 then return {1,m:GetLink()} end
		return {1}
	end
	-- whether chosen can grow with list[i..] into a complete set
	-- lcard: a material it must use; low, high: the count allowed (Duel.LinkSummon(tp,c,mg,lcard,min,max))
	local function completes(tp,lc,list,i,chosen,need,lcard,low,high)
		if #chosen>=low and need==0 then
			local g=Group.FromCards(table.unpack(chosen))
			return (not lcard or list_contains(chosen,lcard)) and (not gf or gf(g,lc))
				and Duel.GetLocationCountFromEx(tp,tp,g,lc)>0
		end
		if need<=0 or #chosen>=high or i>#list then return false end
		local m=list[i]
		chosen[#chosen+1]=m
		for _,v in ipairs(values(m)) do
			if completes(tp,lc,list,i+1,chosen,need-v,lcard,low,high) then chosen[#chosen]=nil return true end
		end
		chosen[#chosen]=nil
		return completes(tp,lc,list,i+1,chosen,need,lcard,low,high)
	end
	local function counts(lmin,lmax)
		return math.max(min,lmin or min),math.min(max,lmax or max)
	end
	local function choose(e,tp,lc,mg,lcard,lmin,lmax)
		local list=candidates(tp,lc,mg)
		local low,high=counts(lmin,lmax)
		local chosen={}
		local need=lc:GetLink()
		while not (#chosen>=low and need==0 and completes(tp,lc,{},1,chosen,0,lcard,low,high)) do
			local options=Group.CreateGroup()
			for _,m in ipairs(list) do
				local taken=false
				for _,x in ipairs(chosen) do if x==m then taken=true end end
				if not taken then
					local rest={}
					for _,y in ipairs(list) do
						local used=(y==m)
						for _,x in ipairs(chosen) do if x==y then used=true end end
						if not used then rest[#rest+1]=y end
					end
					local with={table.unpack(chosen)}
					with[#with+1]=m
					for _,v in ipairs(values(m)) do
						if completes(tp,lc,rest,1,with,need-v,lcard,low,high) then options:AddCard(m) break end
					end
				end
			end
			local m=options:Select(tp,1,1,nil):GetFirst()
			if not m then return nil end
			local rest={}
			for _,y in ipairs(list) do
				local used=(y==m)
				for _,x in ipairs(chosen) do if x==y then used=true end end
				if not used then rest[#rest+1]=y end
			end
			chosen[#chosen+1]=m
			-- a Link Monster counts its Link Rating where that still completes, else 1
			local vs=values(m)
			local value=vs[1]
			for _,v in ipairs(vs) do
				if completes(tp,lc,rest,1,chosen,need-v,lcard,low,high) then value=v end
			end
			need=need-value
		end
		return Group.FromCards(table.unpack(chosen))
	end
	extra_deck_procedure(c,1166,SUMMON_TYPE_LINK,
		function(e,lc,mg,lcard,lmin,lmax)
			local tp=lc:GetControler()
			local low,high=counts(lmin,lmax)
			return completes(tp,lc,candidates(tp,lc,mg),1,{},lc:GetLink(),lcard,low,high)
		end,
		choose,
		function(g) Duel.SendtoGrave(g,REASON_MATERIAL+REASON_LINK) end)
end

-- Pendulum Monsters: from the hand a Pendulum Monster can be activated as a Spell into a free
-- Pendulum Zone (Spell & Trap Zone 0 or 4 under Master Rule 2020), where it stays. With a Pendulum
-- card in each Pendulum Zone its controller may Pendulum Summon once per turn (a rule of the engine:
-- t:PendulumSummon in tests). A Pendulum Monster leaving the field for the GY goes face-up to the
-- Extra Deck instead. reg=false returns the activation effect unregistered (ygopro's convention).
function Auxiliary.EnablePendulumAttribute(c,reg)
	local e1=Effect.CreateEffect(c)
	e1:SetDescription(1160)
	e1:SetType(EFFECT_TYPE_ACTIVATE)
	e1:SetCode(EVENT_FREE_CHAIN)
	e1:SetRange(LOCATION_HAND)
	if reg==false then return e1 end
	c:RegisterEffect(e1)
	return e1
end

-- Small generic helpers, with the names and meaning card authors know from ygopro's utility.lua (our own code).

-- functions that ignore their arguments
function Auxiliary.NULL() end
function Auxiliary.TRUE() return true end
function Auxiliary.FALSE() return false end

-- combines predicates: AND is the first falsy result (or the last one), OR the first truthy one (or the last)
function Auxiliary.AND(...)
	local fs = {...}
	return function(...)
		local result = false
		for _, f in ipairs(fs) do
			result = f(...)
			if not result then break end
		end
		return result
	end
end
function Auxiliary.OR(...)
	local fs = {...}
	return function(...)
		local result = false
		for _, f in ipairs(fs) do
			result = f(...)
			if result then break end
		end
		return result
	end
end
function Auxiliary.NOT(f)
	return function(...) return not f(...) end
end

-- f(c, extra...) as a card filter (FilterBool: its result; FilterEqual: whether it equals value), and as an
-- effect's target function (e, c)
function Auxiliary.FilterBoolFunction(f, ...)
	local extra = table.pack(...)
	return function(c) return f(c, table.unpack(extra, 1, extra.n)) end
end
function Auxiliary.FilterEqualFunction(f, value, ...)
	local extra = table.pack(...)
	return function(c) return f(c, table.unpack(extra, 1, extra.n)) == value end
end
function Auxiliary.TargetBoolFunction(f, ...)
	local extra = table.pack(...)
	return function(e, c) return f(c, table.unpack(extra, 1, extra.n)) end
end
function Auxiliary.TargetEqualFunction(f, value, ...)
	local extra = table.pack(...)
	return function(e, c) return f(c, table.unpack(extra, 1, extra.n)) == value end
end

-- iterates over a group: for c in aux.Next(g) do … end
function Auxiliary.Next(g)
	local started = false
	return function()
		if started then return g:GetNext() end
		started = true
		return g:GetFirst()
	end
end

-- the turn player, then the other: for p in aux.TurnPlayers() do … end
function Auxiliary.TurnPlayers()
	local n = 0
	return function()
		n = n + 1
		if n == 1 then return Duel.GetTurnPlayer() elseif n == 2 then return 1 - Duel.GetTurnPlayer() end
	end
end

-- "Card", "Group", "Effect", or Lua's type name for anything else
function Auxiliary.GetValueType(v)
	if type(v) ~= "userdata" then return type(v) end
	local mt = getmetatable(v)
	if mt == Group then return "Group" end
	if mt == Effect then return "Effect" end
	return "Card"
end

function Auxiliary.IsInGroup(c, g) return g:IsContains(c) end

-- the handler, if it is still related to the resolving link (for "except this card" exclusions), else nil
function Auxiliary.ExceptThisCard(e)
	local c = e:GetHandler()
	if c:IsRelateToChain() then return c end
	return nil
end

-- groups whose cards all differ in name / Level / Rank / Link Rating / Attribute / Type
-- (the Card function is looked up when the check runs: the prelude loads before the Card table is complete)
local function allDiffer(getter)
	return function(g) return g:GetClassCount(Card[getter]) == g:GetCount() end
end
Auxiliary.dncheck = allDiffer("GetCode")
Auxiliary.dlvcheck = allDiffer("GetLevel")
Auxiliary.drkcheck = allDiffer("GetRank")
Auxiliary.dlkcheck = allDiffer("GetLink")
Auxiliary.dabcheck = allDiffer("GetAttribute")
Auxiliary.drccheck = allDiffer("GetRace")

-- two cards, one passing f(c, a1) and the other f(c, a2) (gfcheck) or f1(c, a1) and f2(c, a2) (gffcheck)
function Auxiliary.gffcheck(g, f1, a1, f2, a2)
	if g:GetCount() ~= 2 then return false end
	local c1 = g:GetFirst()
	local c2 = g:GetNext()
	return f1(c1, a1) and f2(c2, a2) or f1(c2, a1) and f2(c1, a2)
end
function Auxiliary.gfcheck(g, f, a1, a2)
	return Auxiliary.gffcheck(g, f, a1, f, a2)
end

-- conditions: "if this card destroys a monster by battle" (…o: an opponent's; …g: sends it to the GY)
function Auxiliary.bdcon(e) return e:GetHandler():IsRelateToBattle() end
function Auxiliary.bdocon(e)
	local c = e:GetHandler()
	return c:IsRelateToBattle() and c:IsStatus(STATUS_OPPO_BATTLE)
end
function Auxiliary.bdgcon(e)
	local c = e:GetHandler()
	local bc = c:GetBattleTarget()
	return c:IsRelateToBattle() and bc ~= nil and bc:IsLocation(LOCATION_GRAVE) and bc:IsType(TYPE_MONSTER)
end
function Auxiliary.bdogcon(e)
	return Auxiliary.bdocon(e) and Auxiliary.bdgcon(e)
end
-- not during the Damage Step after damage calculation
function Auxiliary.dscon()
	return Duel.GetCurrentPhase() ~= PHASE_DAMAGE or not Duel.IsDamageCalculated()
end
-- not the turn the card was sent to the GY (unless it was returned there)
function Auxiliary.exccon(e)
	local c = e:GetHandler()
	return Duel.GetTurnCount() ~= c:GetTurnID() or c:IsReason(REASON_RETURN)
end
-- the turn player can still conduct (or is in) the Battle Phase
function Auxiliary.bpcon()
	local ph = Duel.GetCurrentPhase()
	return Duel.IsAbleToEnterBP() or ph >= PHASE_BATTLE_START and ph <= PHASE_BATTLE
end

-- values: "unaffected by … that it is not immune to"; "cannot be destroyed / targeted by your / your opponent's effects"
function Auxiliary.imval1(e, c) return not c:IsImmuneToEffect(e) end
function Auxiliary.indsval(e, re, rp) return rp == e:GetHandlerPlayer() end
function Auxiliary.indoval(e, re, rp) return rp == 1 - e:GetHandlerPlayer() end
Auxiliary.tgsval = Auxiliary.indsval
Auxiliary.tgoval = Auxiliary.indoval

-- face-up with more than 0 ATK / DEF
function Auxiliary.nzatk(c) return c:IsFaceup() and c:GetAttack() > 0 end
function Auxiliary.nzdef(c) return c:IsFaceup() and c:GetDefense() > 0 end

-- a cost: "banish this card from your GY"
function Auxiliary.bfgcost(e, tp, eg, ep, ev, re, r, rp, chk)
	local c = e:GetHandler()
	if chk == 0 then return c:IsAbleToRemoveAsCost() end
	Duel.Remove(c, POS_FACEUP, REASON_COST)
end

-- marks the handler while its effect is on the chain (FLAG_ID_CHAINING), for "if this card's effect was activated"
function Auxiliary.chainreg(e)
	local c = e:GetHandler()
	if c:GetFlagEffect(FLAG_ID_CHAINING) == 0 then
		c:RegisterFlagEffect(FLAG_ID_CHAINING, RESET_EVENT + RESETS_STANDARD - RESET_TURN_SET + RESET_CHAIN, 0, 1)
	end
end

-- a filter that also leaves out cards under Necrovalley's protection
function Auxiliary.NecroValleyFilter(f)
	return function(c, ...)
		return (f == nil or f(c, ...)) and not c:IsHasEffect(EFFECT_NECRO_VALLEY)
	end
end

-- the cards a card's text mentions by name: aux.AddCodeList(c, code…), aux.IsCodeListed(c, code)
function Auxiliary.AddCodeList(c, ...)
	if c:IsStatus(STATUS_COPYING_EFFECT) then return end
	local list = c.card_code_list
	if list == nil then
		list = {}
		getmetatable(c).card_code_list = list
	end
	for _, code in ipairs({...}) do list[code] = true end
end
function Auxiliary.IsCodeListed(c, code)
	return c.card_code_list ~= nil and c.card_code_list[code] == true
end
function Auxiliary.IsCodeOrListed(c, code)
	return c:IsCode(code) or Auxiliary.IsCodeListed(c, code)
end

-- offers the options whose condition holds: each argument is {condition, description[, value]}; returns the
-- chosen one's value (its position by default), or nil when none holds
function Auxiliary.SelectFromOptions(tp, ...)
	local descriptions, values = {}, {}
	for i, option in ipairs({...}) do
		if option[1] then
			descriptions[#descriptions + 1] = option[2]
			values[#values + 1] = option[3] or i
		end
	end
	if #descriptions == 0 then return nil end
	return values[Duel.SelectOption(tp, table.unpack(descriptions)) + 1]
end
