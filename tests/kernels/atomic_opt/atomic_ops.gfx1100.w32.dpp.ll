; ModuleID = 'atomic_ops.gfx1100.w32.O2.ll.tmp'
source_filename = "atomic_ops.hip"
target datalayout = "e-m:e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128:128:48-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

@__hip_cuid_744d7acf38d1c4bd = addrspace(1) global i8 0
@llvm.compiler.used = appending addrspace(1) global [1 x ptr] [ptr addrspacecast (ptr addrspace(1) @__hip_cuid_744d7acf38d1c4bd to ptr)], section "llvm.metadata"

; Function Attrs: mustprogress nofree norecurse nounwind willreturn memory(argmem: readwrite)
define protected amdgpu_kernel void @atomic_mix(ptr addrspace(1) noundef readonly captures(none) %0, ptr addrspace(1) noundef captures(none) %1, ptr addrspace(1) noundef captures(none) %2, ptr addrspace(1) noundef captures(none) %3, ptr addrspace(1) noundef writeonly captures(none) %4, i32 noundef %5) local_unnamed_addr #0 {
  %7 = tail call noundef i32 @llvm.amdgcn.workgroup.id.x()
  %8 = tail call align 8 dereferenceable(256) ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr()
  %9 = getelementptr inbounds nuw i8, ptr addrspace(4) %8, i64 12
  %10 = load i16, ptr addrspace(4) %9, align 4, !range !9, !invariant.load !10, !noundef !10
  %11 = zext nneg i16 %10 to i32
  %12 = mul i32 %7, %11
  %13 = tail call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x()
  %14 = add i32 %12, %13
  %15 = icmp ult i32 %14, %5
  br i1 %15, label %16, label %222

16:                                               ; preds = %6
  %17 = zext i32 %14 to i64
  %18 = getelementptr inbounds nuw i32, ptr addrspace(1) %0, i64 %17
  %19 = load i32, ptr addrspace(1) %18, align 4, !tbaa !5
  %20 = mul i32 %14, 5
  %21 = zext i32 %20 to i64
  %22 = getelementptr inbounds nuw i32, ptr addrspace(1) %4, i64 %21
  %23 = getelementptr inbounds nuw i8, ptr addrspace(1) %22, i64 16
  store i32 -1, ptr addrspace(1) %23, align 4, !tbaa !5
  %24 = getelementptr inbounds nuw i8, ptr addrspace(1) %22, i64 12
  store i32 -1, ptr addrspace(1) %24, align 4, !tbaa !5
  %25 = getelementptr inbounds nuw i8, ptr addrspace(1) %22, i64 8
  store i32 -1, ptr addrspace(1) %25, align 4, !tbaa !5
  %26 = getelementptr inbounds nuw i8, ptr addrspace(1) %22, i64 4
  store i32 -1, ptr addrspace(1) %26, align 4, !tbaa !5
  store i32 -1, ptr addrspace(1) %22, align 4, !tbaa !5
  %27 = urem i32 %19, 5
  %28 = icmp eq i32 %27, 0
  br i1 %28, label %222, label %29

29:                                               ; preds = %16
  %30 = lshr i32 %19, 12
  %31 = call i32 @llvm.amdgcn.ballot.i32(i1 true)
  %32 = call i32 @llvm.amdgcn.mbcnt.lo(i32 %31, i32 0)
  %33 = call i32 @llvm.amdgcn.set.inactive.i32(i32 %30, i32 0)
  %34 = call i32 @llvm.amdgcn.update.dpp.i32(i32 0, i32 %33, i32 273, i32 15, i32 15, i1 false)
  %35 = add i32 %33, %34
  %36 = call i32 @llvm.amdgcn.update.dpp.i32(i32 0, i32 %35, i32 274, i32 15, i32 15, i1 false)
  %37 = add i32 %35, %36
  %38 = call i32 @llvm.amdgcn.update.dpp.i32(i32 0, i32 %37, i32 276, i32 15, i32 15, i1 false)
  %39 = add i32 %37, %38
  %40 = call i32 @llvm.amdgcn.update.dpp.i32(i32 0, i32 %39, i32 280, i32 15, i32 15, i1 false)
  %41 = add i32 %39, %40
  %42 = call i32 @llvm.amdgcn.permlanex16.i32(i32 poison, i32 %41, i32 -1, i32 -1, i1 false, i1 false)
  %43 = call i32 @llvm.amdgcn.update.dpp.i32(i32 0, i32 %42, i32 228, i32 10, i32 15, i1 false)
  %44 = add i32 %41, %43
  %45 = call i32 @llvm.amdgcn.update.dpp.i32(i32 0, i32 %44, i32 273, i32 15, i32 15, i1 false)
  %46 = call i32 @llvm.amdgcn.readlane.i32(i32 %44, i32 15)
  %47 = call i32 @llvm.amdgcn.writelane.i32(i32 %46, i32 16, i32 %45)
  %48 = call i32 @llvm.amdgcn.readlane.i32(i32 %44, i32 31)
  %49 = call i32 @llvm.amdgcn.strict.wwm.i32(i32 %48)
  %50 = icmp eq i32 %32, 0
  br i1 %50, label %51, label %53

51:                                               ; preds = %29
  %52 = atomicrmw sub ptr addrspace(1) %1, i32 %49 syncscope("agent") monotonic, align 4, !noalias.addrspace !11, !amdgpu.no.fine.grained.memory !10, !amdgpu.no.remote.memory !10
  br label %53

53:                                               ; preds = %29, %51
  %54 = phi i32 [ poison, %29 ], [ %52, %51 ]
  %55 = call i32 @llvm.amdgcn.readfirstlane.i32(i32 %54)
  %56 = call i32 @llvm.amdgcn.strict.wwm.i32(i32 %47)
  %57 = sub i32 %55, %56
  store i32 %57, ptr addrspace(1) %22, align 4, !tbaa !5
  %58 = getelementptr inbounds nuw i8, ptr addrspace(1) %1, i64 4
  %59 = or i32 %19, 16843009
  %60 = call i32 @llvm.amdgcn.ballot.i32(i1 true)
  %61 = call i32 @llvm.amdgcn.mbcnt.lo(i32 %60, i32 0)
  %62 = call i32 @llvm.amdgcn.set.inactive.i32(i32 %59, i32 -1)
  %63 = call i32 @llvm.amdgcn.update.dpp.i32(i32 -1, i32 %62, i32 273, i32 15, i32 15, i1 false)
  %64 = and i32 %62, %63
  %65 = call i32 @llvm.amdgcn.update.dpp.i32(i32 -1, i32 %64, i32 274, i32 15, i32 15, i1 false)
  %66 = and i32 %64, %65
  %67 = call i32 @llvm.amdgcn.update.dpp.i32(i32 -1, i32 %66, i32 276, i32 15, i32 15, i1 false)
  %68 = and i32 %66, %67
  %69 = call i32 @llvm.amdgcn.update.dpp.i32(i32 -1, i32 %68, i32 280, i32 15, i32 15, i1 false)
  %70 = and i32 %68, %69
  %71 = call i32 @llvm.amdgcn.permlanex16.i32(i32 poison, i32 %70, i32 -1, i32 -1, i1 false, i1 false)
  %72 = call i32 @llvm.amdgcn.update.dpp.i32(i32 -1, i32 %71, i32 228, i32 10, i32 15, i1 false)
  %73 = and i32 %70, %72
  %74 = call i32 @llvm.amdgcn.update.dpp.i32(i32 -1, i32 %73, i32 273, i32 15, i32 15, i1 false)
  %75 = call i32 @llvm.amdgcn.readlane.i32(i32 %73, i32 15)
  %76 = call i32 @llvm.amdgcn.writelane.i32(i32 %75, i32 16, i32 %74)
  %77 = call i32 @llvm.amdgcn.readlane.i32(i32 %73, i32 31)
  %78 = call i32 @llvm.amdgcn.strict.wwm.i32(i32 %77)
  %79 = icmp eq i32 %61, 0
  br i1 %79, label %80, label %82

80:                                               ; preds = %53
  %81 = atomicrmw and ptr addrspace(1) %58, i32 %78 syncscope("agent") monotonic, align 4, !noalias.addrspace !11, !amdgpu.no.fine.grained.memory !10, !amdgpu.no.remote.memory !10
  br label %82

82:                                               ; preds = %53, %80
  %83 = phi i32 [ poison, %53 ], [ %81, %80 ]
  %84 = call i32 @llvm.amdgcn.readfirstlane.i32(i32 %83)
  %85 = call i32 @llvm.amdgcn.strict.wwm.i32(i32 %76)
  %86 = and i32 %84, %85
  store i32 %86, ptr addrspace(1) %26, align 4, !tbaa !5
  %87 = getelementptr inbounds nuw i8, ptr addrspace(1) %1, i64 8
  %88 = and i32 %19, 15732495
  %89 = call i32 @llvm.amdgcn.ballot.i32(i1 true)
  %90 = call i32 @llvm.amdgcn.mbcnt.lo(i32 %89, i32 0)
  %91 = call i32 @llvm.amdgcn.set.inactive.i32(i32 %88, i32 0)
  %92 = call i32 @llvm.amdgcn.update.dpp.i32(i32 0, i32 %91, i32 353, i32 15, i32 15, i1 false)
  %93 = or i32 %91, %92
  %94 = call i32 @llvm.amdgcn.update.dpp.i32(i32 0, i32 %93, i32 354, i32 15, i32 15, i1 false)
  %95 = or i32 %93, %94
  %96 = call i32 @llvm.amdgcn.update.dpp.i32(i32 0, i32 %95, i32 356, i32 15, i32 15, i1 false)
  %97 = or i32 %95, %96
  %98 = call i32 @llvm.amdgcn.update.dpp.i32(i32 0, i32 %97, i32 360, i32 15, i32 15, i1 false)
  %99 = or i32 %97, %98
  %100 = call i32 @llvm.amdgcn.permlanex16.i32(i32 poison, i32 %99, i32 0, i32 0, i1 false, i1 false)
  %101 = or i32 %99, %100
  %102 = call i32 @llvm.amdgcn.strict.wwm.i32(i32 %101)
  %103 = icmp eq i32 %90, 0
  br i1 %103, label %104, label %106

104:                                              ; preds = %82
  %105 = atomicrmw or ptr addrspace(1) %87, i32 %102 syncscope("agent") monotonic, align 4, !noalias.addrspace !11, !amdgpu.no.fine.grained.memory !10, !amdgpu.no.remote.memory !10
  br label %106

106:                                              ; preds = %82, %104
  %107 = getelementptr inbounds nuw i8, ptr addrspace(1) %1, i64 12
  %108 = call i32 @llvm.amdgcn.ballot.i32(i1 true)
  %109 = call i32 @llvm.amdgcn.mbcnt.lo(i32 %108, i32 0)
  %110 = call i32 @llvm.amdgcn.set.inactive.i32(i32 %19, i32 0)
  %111 = call i32 @llvm.amdgcn.update.dpp.i32(i32 0, i32 %110, i32 273, i32 15, i32 15, i1 false)
  %112 = xor i32 %110, %111
  %113 = call i32 @llvm.amdgcn.update.dpp.i32(i32 0, i32 %112, i32 274, i32 15, i32 15, i1 false)
  %114 = xor i32 %112, %113
  %115 = call i32 @llvm.amdgcn.update.dpp.i32(i32 0, i32 %114, i32 276, i32 15, i32 15, i1 false)
  %116 = xor i32 %114, %115
  %117 = call i32 @llvm.amdgcn.update.dpp.i32(i32 0, i32 %116, i32 280, i32 15, i32 15, i1 false)
  %118 = xor i32 %116, %117
  %119 = call i32 @llvm.amdgcn.permlanex16.i32(i32 poison, i32 %118, i32 -1, i32 -1, i1 false, i1 false)
  %120 = call i32 @llvm.amdgcn.update.dpp.i32(i32 0, i32 %119, i32 228, i32 10, i32 15, i1 false)
  %121 = xor i32 %118, %120
  %122 = call i32 @llvm.amdgcn.update.dpp.i32(i32 0, i32 %121, i32 273, i32 15, i32 15, i1 false)
  %123 = call i32 @llvm.amdgcn.readlane.i32(i32 %121, i32 15)
  %124 = call i32 @llvm.amdgcn.writelane.i32(i32 %123, i32 16, i32 %122)
  %125 = call i32 @llvm.amdgcn.readlane.i32(i32 %121, i32 31)
  %126 = call i32 @llvm.amdgcn.strict.wwm.i32(i32 %125)
  %127 = icmp eq i32 %109, 0
  br i1 %127, label %128, label %130

128:                                              ; preds = %106
  %129 = atomicrmw xor ptr addrspace(1) %107, i32 %126 syncscope("agent") monotonic, align 4, !noalias.addrspace !11, !amdgpu.no.fine.grained.memory !10, !amdgpu.no.remote.memory !10
  br label %130

130:                                              ; preds = %106, %128
  %131 = phi i32 [ poison, %106 ], [ %129, %128 ]
  %132 = call i32 @llvm.amdgcn.readfirstlane.i32(i32 %131)
  %133 = call i32 @llvm.amdgcn.strict.wwm.i32(i32 %124)
  %134 = xor i32 %132, %133
  store i32 %134, ptr addrspace(1) %25, align 4, !tbaa !5
  %135 = call i32 @llvm.amdgcn.ballot.i32(i1 true)
  %136 = call i32 @llvm.amdgcn.mbcnt.lo(i32 %135, i32 0)
  %137 = call i32 @llvm.amdgcn.set.inactive.i32(i32 %19, i32 2147483647)
  %138 = call i32 @llvm.amdgcn.update.dpp.i32(i32 2147483647, i32 %137, i32 273, i32 15, i32 15, i1 false)
  %139 = icmp slt i32 %137, %138
  %140 = select i1 %139, i32 %137, i32 %138
  %141 = call i32 @llvm.amdgcn.update.dpp.i32(i32 2147483647, i32 %140, i32 274, i32 15, i32 15, i1 false)
  %142 = icmp slt i32 %140, %141
  %143 = select i1 %142, i32 %140, i32 %141
  %144 = call i32 @llvm.amdgcn.update.dpp.i32(i32 2147483647, i32 %143, i32 276, i32 15, i32 15, i1 false)
  %145 = icmp slt i32 %143, %144
  %146 = select i1 %145, i32 %143, i32 %144
  %147 = call i32 @llvm.amdgcn.update.dpp.i32(i32 2147483647, i32 %146, i32 280, i32 15, i32 15, i1 false)
  %148 = icmp slt i32 %146, %147
  %149 = select i1 %148, i32 %146, i32 %147
  %150 = call i32 @llvm.amdgcn.permlanex16.i32(i32 poison, i32 %149, i32 -1, i32 -1, i1 false, i1 false)
  %151 = call i32 @llvm.amdgcn.update.dpp.i32(i32 2147483647, i32 %150, i32 228, i32 10, i32 15, i1 false)
  %152 = icmp slt i32 %149, %151
  %153 = select i1 %152, i32 %149, i32 %151
  %154 = call i32 @llvm.amdgcn.update.dpp.i32(i32 2147483647, i32 %153, i32 273, i32 15, i32 15, i1 false)
  %155 = call i32 @llvm.amdgcn.readlane.i32(i32 %153, i32 15)
  %156 = call i32 @llvm.amdgcn.writelane.i32(i32 %155, i32 16, i32 %154)
  %157 = call i32 @llvm.amdgcn.readlane.i32(i32 %153, i32 31)
  %158 = call i32 @llvm.amdgcn.strict.wwm.i32(i32 %157)
  %159 = icmp eq i32 %136, 0
  br i1 %159, label %160, label %162

160:                                              ; preds = %130
  %161 = atomicrmw min ptr addrspace(1) %2, i32 %158 syncscope("agent") monotonic, align 4, !noalias.addrspace !11, !amdgpu.no.fine.grained.memory !10, !amdgpu.no.remote.memory !10
  br label %162

162:                                              ; preds = %130, %160
  %163 = phi i32 [ poison, %130 ], [ %161, %160 ]
  %164 = call i32 @llvm.amdgcn.readfirstlane.i32(i32 %163)
  %165 = call i32 @llvm.amdgcn.strict.wwm.i32(i32 %156)
  %166 = icmp slt i32 %164, %165
  %167 = select i1 %166, i32 %164, i32 %165
  store i32 %167, ptr addrspace(1) %24, align 4, !tbaa !5
  %168 = getelementptr inbounds nuw i8, ptr addrspace(1) %1, i64 16
  %169 = call i32 @llvm.amdgcn.ballot.i32(i1 true)
  %170 = call i32 @llvm.amdgcn.mbcnt.lo(i32 %169, i32 0)
  %171 = call i32 @llvm.amdgcn.set.inactive.i32(i32 %19, i32 -1)
  %172 = call i32 @llvm.amdgcn.update.dpp.i32(i32 -1, i32 %171, i32 353, i32 15, i32 15, i1 false)
  %173 = icmp ult i32 %171, %172
  %174 = select i1 %173, i32 %171, i32 %172
  %175 = call i32 @llvm.amdgcn.update.dpp.i32(i32 -1, i32 %174, i32 354, i32 15, i32 15, i1 false)
  %176 = icmp ult i32 %174, %175
  %177 = select i1 %176, i32 %174, i32 %175
  %178 = call i32 @llvm.amdgcn.update.dpp.i32(i32 -1, i32 %177, i32 356, i32 15, i32 15, i1 false)
  %179 = icmp ult i32 %177, %178
  %180 = select i1 %179, i32 %177, i32 %178
  %181 = call i32 @llvm.amdgcn.update.dpp.i32(i32 -1, i32 %180, i32 360, i32 15, i32 15, i1 false)
  %182 = icmp ult i32 %180, %181
  %183 = select i1 %182, i32 %180, i32 %181
  %184 = call i32 @llvm.amdgcn.permlanex16.i32(i32 poison, i32 %183, i32 0, i32 0, i1 false, i1 false)
  %185 = icmp ult i32 %183, %184
  %186 = select i1 %185, i32 %183, i32 %184
  %187 = call i32 @llvm.amdgcn.strict.wwm.i32(i32 %186)
  %188 = icmp eq i32 %170, 0
  br i1 %188, label %189, label %191

189:                                              ; preds = %162
  %190 = atomicrmw umin ptr addrspace(1) %168, i32 %187 syncscope("agent") monotonic, align 4, !noalias.addrspace !11, !amdgpu.no.fine.grained.memory !10, !amdgpu.no.remote.memory !10
  br label %191

191:                                              ; preds = %162, %189
  %192 = and i32 %19, 255
  %193 = uitofp nneg i32 %192 to float
  %194 = call i32 @llvm.amdgcn.ballot.i32(i1 true)
  %195 = call i32 @llvm.amdgcn.mbcnt.lo(i32 %194, i32 0)
  %196 = call float @llvm.amdgcn.set.inactive.f32(float %193, float -0.000000e+00)
  %197 = call float @llvm.amdgcn.update.dpp.f32(float -0.000000e+00, float %196, i32 273, i32 15, i32 15, i1 false)
  %198 = fadd float %196, %197
  %199 = call float @llvm.amdgcn.update.dpp.f32(float -0.000000e+00, float %198, i32 274, i32 15, i32 15, i1 false)
  %200 = fadd float %198, %199
  %201 = call float @llvm.amdgcn.update.dpp.f32(float -0.000000e+00, float %200, i32 276, i32 15, i32 15, i1 false)
  %202 = fadd float %200, %201
  %203 = call float @llvm.amdgcn.update.dpp.f32(float -0.000000e+00, float %202, i32 280, i32 15, i32 15, i1 false)
  %204 = fadd float %202, %203
  %205 = call float @llvm.amdgcn.permlanex16.f32(float poison, float %204, i32 -1, i32 -1, i1 false, i1 false)
  %206 = call float @llvm.amdgcn.update.dpp.f32(float -0.000000e+00, float %205, i32 228, i32 10, i32 15, i1 false)
  %207 = fadd float %204, %206
  %208 = call float @llvm.amdgcn.update.dpp.f32(float -0.000000e+00, float %207, i32 273, i32 15, i32 15, i1 false)
  %209 = call float @llvm.amdgcn.readlane.f32(float %207, i32 15)
  %210 = call float @llvm.amdgcn.writelane.f32(float %209, i32 16, float %208)
  %211 = call float @llvm.amdgcn.readlane.f32(float %207, i32 31)
  %212 = call float @llvm.amdgcn.strict.wwm.f32(float %211)
  %213 = icmp eq i32 %195, 0
  br i1 %213, label %214, label %216

214:                                              ; preds = %191
  %215 = atomicrmw fadd ptr addrspace(1) %3, float %212 syncscope("agent") monotonic, align 4, !noalias.addrspace !11, !amdgpu.no.fine.grained.memory !10, !amdgpu.no.remote.memory !10
  br label %216

216:                                              ; preds = %191, %214
  %217 = phi float [ poison, %191 ], [ %215, %214 ]
  %218 = call float @llvm.amdgcn.readfirstlane.f32(float %217)
  %219 = call float @llvm.amdgcn.strict.wwm.f32(float %210)
  %220 = fadd float %218, %219
  %221 = select i1 %213, float %218, float %220
  store float %221, ptr addrspace(1) %23, align 4, !tbaa !5
  br label %222

222:                                              ; preds = %216, %16, %6
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.amdgcn.workgroup.id.x() #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef align 4 ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr() #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x() #1

; Function Attrs: convergent nocallback nocreateundeforpoison nofree nounwind willreturn memory(none)
declare i32 @llvm.amdgcn.ballot.i32(i1) #2

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind willreturn memory(none)
declare i32 @llvm.amdgcn.mbcnt.lo(i32, i32) #3

; Function Attrs: convergent nocallback nofree nounwind willreturn memory(none)
declare i32 @llvm.amdgcn.set.inactive.i32(i32, i32) #4

; Function Attrs: convergent nocallback nofree nounwind willreturn memory(none)
declare i32 @llvm.amdgcn.update.dpp.i32(i32, i32, i32 immarg, i32 immarg, i32 immarg, i1 immarg) #4

; Function Attrs: convergent nocallback nofree nounwind willreturn memory(none)
declare i32 @llvm.amdgcn.permlanex16.i32(i32, i32, i32, i32, i1 immarg, i1 immarg) #4

; Function Attrs: convergent nocallback nofree nounwind willreturn memory(none)
declare i32 @llvm.amdgcn.readlane.i32(i32, i32) #4

; Function Attrs: convergent nocallback nofree nounwind willreturn memory(none)
declare i32 @llvm.amdgcn.writelane.i32(i32, i32, i32) #4

; Function Attrs: convergent nocallback nofree nounwind speculatable willreturn memory(none)
declare i32 @llvm.amdgcn.strict.wwm.i32(i32) #5

; Function Attrs: convergent nocallback nocreateundeforpoison nofree nounwind willreturn memory(none)
declare i32 @llvm.amdgcn.readfirstlane.i32(i32) #2

; Function Attrs: convergent nocallback nofree nounwind willreturn memory(none)
declare float @llvm.amdgcn.set.inactive.f32(float, float) #4

; Function Attrs: convergent nocallback nofree nounwind willreturn memory(none)
declare float @llvm.amdgcn.update.dpp.f32(float, float, i32 immarg, i32 immarg, i32 immarg, i1 immarg) #4

; Function Attrs: convergent nocallback nofree nounwind willreturn memory(none)
declare float @llvm.amdgcn.permlanex16.f32(float, float, i32, i32, i1 immarg, i1 immarg) #4

; Function Attrs: convergent nocallback nofree nounwind willreturn memory(none)
declare float @llvm.amdgcn.readlane.f32(float, i32) #4

; Function Attrs: convergent nocallback nofree nounwind willreturn memory(none)
declare float @llvm.amdgcn.writelane.f32(float, i32, float) #4

; Function Attrs: convergent nocallback nofree nounwind speculatable willreturn memory(none)
declare float @llvm.amdgcn.strict.wwm.f32(float) #5

; Function Attrs: convergent nocallback nocreateundeforpoison nofree nounwind willreturn memory(none)
declare float @llvm.amdgcn.readfirstlane.f32(float) #2

attributes #0 = { mustprogress nofree norecurse nounwind willreturn memory(argmem: readwrite) "amdgpu-flat-work-group-size"="1,1024" "amdgpu-no-cluster-id-x" "amdgpu-no-cluster-id-y" "amdgpu-no-cluster-id-z" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-dispatch-ptr" "amdgpu-no-flat-scratch-init" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-x" "amdgpu-no-workgroup-id-y" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-x" "amdgpu-no-workitem-id-y" "amdgpu-no-workitem-id-z" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx1100" "target-features"="+16-bit-insts,+atomic-fadd-rtn-insts,+atomic-fmin-fmax-global-f32,+ci-insts,+cube-insts,+cvt-pknorm-vop2-insts,+dl-insts,+dot10-insts,+dot12-insts,+dot5-insts,+dot7-insts,+dot8-insts,+dot9-insts,+dpp,+gfx10-3-insts,+gfx10-insts,+gfx11-insts,+gfx8-insts,+gfx9-insts,+lerp-inst,+qsad-insts,+sad-insts,+wavefrontsize32" "uniform-work-group-size"="true" }
attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) "target-cpu"="gfx1100" }
attributes #2 = { convergent nocallback nocreateundeforpoison nofree nounwind willreturn memory(none) }
attributes #3 = { nocallback nocreateundeforpoison nofree nosync nounwind willreturn memory(none) }
attributes #4 = { convergent nocallback nofree nounwind willreturn memory(none) }
attributes #5 = { convergent nocallback nofree nounwind speculatable willreturn memory(none) }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}
!llvm.errno.tbaa = !{!5}

!0 = !{i32 1, !"amdhsa_code_object_version", i32 600}
!1 = !{i32 1, !"amdgpu_printf_kind", !"hostcall"}
!2 = !{i32 1, !"wchar_size", i32 4}
!3 = !{i32 8, !"PIC Level", i32 2}
!4 = !{!"Debian clang version 22.1.8 (1~deb12u1)"}
!5 = !{!6, !6, i64 0}
!6 = !{!"int", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C++ TBAA"}
!9 = !{i16 1, i16 1025}
!10 = !{}
!11 = !{i32 5, i32 6}
