-- A test prelude written for Spellspeed's tests in the calling convention of the reference
-- ygopro-scripts procedure.lua: its Synchro, Xyz and Link procedures leave the choice of materials
-- to the engine functions the reference prelude calls (Duel.CheckSynchroMaterial,
-- Duel.SelectSynchroMaterial, Duel.CheckTunerMaterial, Duel.SelectTunerMaterial,
-- Duel.CheckXyzMaterial, Duel.SelectXyzMaterial, Duel.GetMustMaterial, Duel.CheckMustMaterial,
-- Duel.IsSummonCancelable, Card.IsCanBeLinkMaterial, Card.IsNotTuner), with the same arguments, so
-- the tests beside it exercise those functions as the reference scripts do. Loaded after the
-- bundled constant.lua and utility.lua, it replaces their procedures.

-- the cards of a group, one by one
local function each(g)
	local list={}
	local m=g:GetFirst()
	while m do list[#list+1]=m m=g:GetNext() end
	local i=0
	return function() i=i+1 return list[i] end
end

function Auxiliary.Tuner(f)
	return function(m,sc) return m:IsTuner(sc) and (not f or f(m)) end
end
function Auxiliary.NonTuner(f)
	return function(m,sc) return m:IsNotTuner(sc) and (not f or f(m)) end
end

-- a Synchro procedure: condition(e,c,smat,mg,min,max), target keeps the materials as label object
function Auxiliary.AddSynchroProcedure(c,f1,f2,minc,maxc)
	local lv=c:GetLevel()
	maxc=math.min(maxc or lv-1,lv-1)
	local e=Effect.CreateEffect(c)
	e:SetDescription(1164)
	e:SetType(EFFECT_TYPE_FIELD)
	e:SetCode(EFFECT_SPSUMMON_PROC)
	e:SetProperty(EFFECT_FLAG_CANNOT_DISABLE+EFFECT_FLAG_UNCOPYABLE)
	e:SetRange(LOCATION_EXTRA)
	e:SetValue(SUMMON_TYPE_SYNCHRO)
	e:SetCondition(function(e,sc,smat,mg,min,max)
		if sc==nil then return true end
		local lo,hi=math.max(minc,min or 0),math.min(maxc,max or maxc)
		if lo>hi then return false end
		if smat and smat:IsTuner(sc) and (not f1 or f1(smat)) then
			return Duel.CheckTunerMaterial(sc,smat,f1,f2,lo,hi,mg)
		end
		return Duel.CheckSynchroMaterial(sc,f1,f2,lo,hi,smat,mg)
	end)
	e:SetTarget(function(e,tp,eg,ep,ev,re,r,rp,chk,sc,smat,mg,min,max)
		local lo,hi=math.max(minc,min or 0),math.min(maxc,max or maxc)
		local g
		if smat and smat:IsTuner(sc) and (not f1 or f1(smat)) then
			g=Duel.SelectTunerMaterial(sc:GetControler(),sc,smat,f1,f2,lo,hi,mg)
		else
			g=Duel.SelectSynchroMaterial(sc:GetControler(),sc,f1,f2,lo,hi,smat,mg)
		end
		if not g then return false end
		g:KeepAlive()
		e:SetLabelObject(g)
		return true
	end)
	e:SetOperation(function(e,tp,eg,ep,ev,re,r,rp,sc)
		local g=e:GetLabelObject()
		sc:SetMaterial(g)
		Duel.SendtoGrave(g,REASON_MATERIAL+REASON_SYNCHRO)
		g:DeleteGroup()
	end)
	c:RegisterEffect(e)
end

-- an Xyz procedure: condition(e,c,og,min,max); the materials' own materials go to the GY
function Auxiliary.AddXyzProcedure(c,f,lv,ct,alterf,alterdesc,maxct)
	maxct=maxct or ct
	local e=Effect.CreateEffect(c)
	e:SetDescription(1165)
	e:SetType(EFFECT_TYPE_FIELD)
	e:SetCode(EFFECT_SPSUMMON_PROC)
	e:SetProperty(EFFECT_FLAG_CANNOT_DISABLE+EFFECT_FLAG_UNCOPYABLE)
	e:SetRange(LOCATION_EXTRA)
	e:SetValue(SUMMON_TYPE_XYZ)
	e:SetCondition(function(e,xc,og,min,max)
		if xc==nil then return true end
		local lo,hi=math.max(ct,min or 0),math.min(maxct,max or maxct)
		return lo<=hi and Duel.CheckXyzMaterial(xc,f,lv,lo,hi,og)
	end)
	e:SetTarget(function(e,tp,eg,ep,ev,re,r,rp,chk,xc,og,min,max)
		local lo,hi=math.max(ct,min or 0),math.min(maxct,max or maxct)
		local g=Duel.SelectXyzMaterial(tp,xc,f,lv,lo,hi,og)
		if not g then return false end
		g:KeepAlive()
		e:SetLabelObject(g)
		return true
	end)
	e:SetOperation(function(e,tp,eg,ep,ev,re,r,rp,xc)
		local g=e:GetLabelObject()
		local held=Group.CreateGroup()
		for m in each(g) do held:Merge(m:GetOverlayGroup()) end
		Duel.SendtoGrave(held,REASON_RULE)
		xc:SetMaterial(g)
		Duel.Overlay(xc,g)
		g:DeleteGroup()
	end)
	c:RegisterEffect(e)
end

-- a Link procedure: the materials' link values add up to the Link Rating; monsters that must be
-- used (EFFECT_MUST_BE_LMATERIAL) are among them
local function link_value(m,lc)
	if m:IsType(TYPE_LINK) and m:GetLink()>1 then return {1,m:GetLink()} end
	return {1}
end
local function link_complete(tp,lc,list,i,chosen,need,min,max,gf)
	if need==0 and #chosen>=min then
		local g=Group.FromCards(table.unpack(chosen))
		if Duel.CheckMustMaterial(tp,g,EFFECT_MUST_BE_LMATERIAL) and (not gf or gf(g))
				and Duel.GetLocationCountFromEx(tp,tp,g,lc)>0 then
			return true
		end
	end
	if need<=0 or #chosen>=max or i>#list then return false end
	local m=list[i]
	chosen[#chosen+1]=m
	for _,v in ipairs(link_value(m,lc)) do
		if link_complete(tp,lc,list,i+1,chosen,need-v,min,max,gf) then chosen[#chosen]=nil return true end
	end
	chosen[#chosen]=nil
	return link_complete(tp,lc,list,i+1,chosen,need,min,max,gf)
end
function Auxiliary.AddLinkProcedure(c,f,min,max,gf)
	max=max or c:GetLink()
	local function materials(tp,lc)
		local list={}
		local g=Duel.GetMatchingGroup(function(m)
			return m:IsFaceup() and m:IsCanBeLinkMaterial(lc) and (not f or f(m))
		end,tp,LOCATION_MZONE,0,nil)
		for m in each(g) do list[#list+1]=m end
		return list
	end
	local e=Effect.CreateEffect(c)
	e:SetDescription(1166)
	e:SetType(EFFECT_TYPE_FIELD)
	e:SetCode(EFFECT_SPSUMMON_PROC)
	e:SetProperty(EFFECT_FLAG_CANNOT_DISABLE+EFFECT_FLAG_UNCOPYABLE)
	e:SetRange(LOCATION_EXTRA)
	e:SetValue(SUMMON_TYPE_LINK)
	e:SetCondition(function(e,lc)
		if lc==nil then return true end
		local tp=lc:GetControler()
		local must=Duel.GetMustMaterial(tp,EFFECT_MUST_BE_LMATERIAL)
		for m in each(must) do
			if not (m:IsFaceup() and m:IsCanBeLinkMaterial(lc)) then return false end
		end
		return link_complete(tp,lc,materials(tp,lc),1,{},lc:GetLink(),min,max,gf)
	end)
	e:SetTarget(function(e,tp,eg,ep,ev,re,r,rp,chk,lc)
		local list=materials(tp,lc)
		local chosen={}
		local need=lc:GetLink()
		while not (need==0 and #chosen>=min and link_complete(tp,lc,{},1,chosen,0,min,max,gf)) do
			local options=Group.CreateGroup()
			for _,m in ipairs(list) do
				local taken=false
				for _,x in ipairs(chosen) do if x==m then taken=true end end
				if not taken then
					local rest={}
					for _,y in ipairs(list) do
						local used=y==m
						for _,x in ipairs(chosen) do if x==y then used=true end end
						if not used then rest[#rest+1]=y end
					end
					local with={table.unpack(chosen)}
					with[#with+1]=m
					for _,v in ipairs(link_value(m,lc)) do
						if link_complete(tp,lc,rest,1,with,need-v,min,max,gf) then options:AddCard(m) break end
					end
				end
			end
			local m=options:Select(tp,1,1,nil):GetFirst()
			if not m then return false end
			chosen[#chosen+1]=m
			need=need-link_value(m,lc)[1]
		end
		local g=Group.FromCards(table.unpack(chosen))
		g:KeepAlive()
		e:SetLabelObject(g)
		return true
	end)
	e:SetOperation(function(e,tp,eg,ep,ev,re,r,rp,lc)
		local g=e:GetLabelObject()
		lc:SetMaterial(g)
		Duel.SendtoGrave(g,REASON_MATERIAL+REASON_LINK)
		g:DeleteGroup()
	end)
	c:RegisterEffect(e)
end
