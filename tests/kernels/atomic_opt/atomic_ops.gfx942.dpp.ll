; ModuleID = 'atomic_ops.gfx942.O2.ll.tmp'
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
  br i1 %15, label %16, label %253

16:                                               ; preds = %6
  %17 = zext i32 %14 to i64
  %18 = getelementptr inbounds nuw i32, ptr addrspace(1) %0, i64 %17
  %19 = load i32, ptr addrspace(1) %18, align 4, !tbaa !5
  %20 = mul i32 %14, 5
  %21 = zext i32 %20 to i64
  %22 = getelementptr inbounds nuw i32, ptr addrspace(1) %4, i64 %21
  %23 = getelementptr inbounds nuw i8, ptr addrspace(1) %22, i64 16
  store i32 -1, ptr addrspace(1) %23, align 4, !tbaa !5
  %24 = getelementptr inbounds nuw i8, ptr addrspace(1) %22, i64 8
  store <2 x i32> splat (i32 -1), ptr addrspace(1) %24, align 4, !tbaa !5
  store <2 x i32> splat (i32 -1), ptr addrspace(1) %22, align 4, !tbaa !5
  %25 = urem i32 %19, 5
  %26 = icmp eq i32 %25, 0
  br i1 %26, label %253, label %27

27:                                               ; preds = %16
  %28 = getelementptr inbounds nuw i8, ptr addrspace(1) %22, i64 4
  %29 = getelementptr inbounds nuw i8, ptr addrspace(1) %22, i64 12
  %30 = lshr i32 %19, 12
  %31 = call i64 @llvm.amdgcn.ballot.i64(i1 true)
  %32 = trunc i64 %31 to i32
  %33 = lshr i64 %31, 32
  %34 = trunc i64 %33 to i32
  %35 = call i32 @llvm.amdgcn.mbcnt.lo(i32 %32, i32 0)
  %36 = call i32 @llvm.amdgcn.mbcnt.hi(i32 %34, i32 %35)
  %37 = call i32 @llvm.amdgcn.set.inactive.i32(i32 %30, i32 0)
  %38 = call i32 @llvm.amdgcn.update.dpp.i32(i32 0, i32 %37, i32 273, i32 15, i32 15, i1 false)
  %39 = add i32 %37, %38
  %40 = call i32 @llvm.amdgcn.update.dpp.i32(i32 0, i32 %39, i32 274, i32 15, i32 15, i1 false)
  %41 = add i32 %39, %40
  %42 = call i32 @llvm.amdgcn.update.dpp.i32(i32 0, i32 %41, i32 276, i32 15, i32 15, i1 false)
  %43 = add i32 %41, %42
  %44 = call i32 @llvm.amdgcn.update.dpp.i32(i32 0, i32 %43, i32 280, i32 15, i32 15, i1 false)
  %45 = add i32 %43, %44
  %46 = call i32 @llvm.amdgcn.update.dpp.i32(i32 0, i32 %45, i32 322, i32 10, i32 15, i1 false)
  %47 = add i32 %45, %46
  %48 = call i32 @llvm.amdgcn.update.dpp.i32(i32 0, i32 %47, i32 323, i32 12, i32 15, i1 false)
  %49 = add i32 %47, %48
  %50 = call i32 @llvm.amdgcn.update.dpp.i32(i32 0, i32 %49, i32 312, i32 15, i32 15, i1 false)
  %51 = call i32 @llvm.amdgcn.readlane.i32(i32 %49, i32 63)
  %52 = call i32 @llvm.amdgcn.strict.wwm.i32(i32 %51)
  %53 = icmp eq i32 %36, 0
  br i1 %53, label %54, label %56

54:                                               ; preds = %27
  %55 = atomicrmw sub ptr addrspace(1) %1, i32 %52 syncscope("agent") monotonic, align 4, !noalias.addrspace !11, !amdgpu.no.fine.grained.memory !10, !amdgpu.no.remote.memory !10
  br label %56

56:                                               ; preds = %27, %54
  %57 = phi i32 [ poison, %27 ], [ %55, %54 ]
  %58 = call i32 @llvm.amdgcn.readfirstlane.i32(i32 %57)
  %59 = call i32 @llvm.amdgcn.strict.wwm.i32(i32 %50)
  %60 = sub i32 %58, %59
  store i32 %60, ptr addrspace(1) %22, align 4, !tbaa !5
  %61 = getelementptr inbounds nuw i8, ptr addrspace(1) %1, i64 4
  %62 = or i32 %19, 16843009
  %63 = call i64 @llvm.amdgcn.ballot.i64(i1 true)
  %64 = trunc i64 %63 to i32
  %65 = lshr i64 %63, 32
  %66 = trunc i64 %65 to i32
  %67 = call i32 @llvm.amdgcn.mbcnt.lo(i32 %64, i32 0)
  %68 = call i32 @llvm.amdgcn.mbcnt.hi(i32 %66, i32 %67)
  %69 = call i32 @llvm.amdgcn.set.inactive.i32(i32 %62, i32 -1)
  %70 = call i32 @llvm.amdgcn.update.dpp.i32(i32 -1, i32 %69, i32 273, i32 15, i32 15, i1 false)
  %71 = and i32 %69, %70
  %72 = call i32 @llvm.amdgcn.update.dpp.i32(i32 -1, i32 %71, i32 274, i32 15, i32 15, i1 false)
  %73 = and i32 %71, %72
  %74 = call i32 @llvm.amdgcn.update.dpp.i32(i32 -1, i32 %73, i32 276, i32 15, i32 15, i1 false)
  %75 = and i32 %73, %74
  %76 = call i32 @llvm.amdgcn.update.dpp.i32(i32 -1, i32 %75, i32 280, i32 15, i32 15, i1 false)
  %77 = and i32 %75, %76
  %78 = call i32 @llvm.amdgcn.update.dpp.i32(i32 -1, i32 %77, i32 322, i32 10, i32 15, i1 false)
  %79 = and i32 %77, %78
  %80 = call i32 @llvm.amdgcn.update.dpp.i32(i32 -1, i32 %79, i32 323, i32 12, i32 15, i1 false)
  %81 = and i32 %79, %80
  %82 = call i32 @llvm.amdgcn.update.dpp.i32(i32 -1, i32 %81, i32 312, i32 15, i32 15, i1 false)
  %83 = call i32 @llvm.amdgcn.readlane.i32(i32 %81, i32 63)
  %84 = call i32 @llvm.amdgcn.strict.wwm.i32(i32 %83)
  %85 = icmp eq i32 %68, 0
  br i1 %85, label %86, label %88

86:                                               ; preds = %56
  %87 = atomicrmw and ptr addrspace(1) %61, i32 %84 syncscope("agent") monotonic, align 4, !noalias.addrspace !11, !amdgpu.no.fine.grained.memory !10, !amdgpu.no.remote.memory !10
  br label %88

88:                                               ; preds = %56, %86
  %89 = phi i32 [ poison, %56 ], [ %87, %86 ]
  %90 = call i32 @llvm.amdgcn.readfirstlane.i32(i32 %89)
  %91 = call i32 @llvm.amdgcn.strict.wwm.i32(i32 %82)
  %92 = and i32 %90, %91
  store i32 %92, ptr addrspace(1) %28, align 4, !tbaa !5
  %93 = getelementptr inbounds nuw i8, ptr addrspace(1) %1, i64 8
  %94 = and i32 %19, 15732495
  %95 = call i64 @llvm.amdgcn.ballot.i64(i1 true)
  %96 = trunc i64 %95 to i32
  %97 = lshr i64 %95, 32
  %98 = trunc i64 %97 to i32
  %99 = call i32 @llvm.amdgcn.mbcnt.lo(i32 %96, i32 0)
  %100 = call i32 @llvm.amdgcn.mbcnt.hi(i32 %98, i32 %99)
  %101 = call i32 @llvm.amdgcn.set.inactive.i32(i32 %94, i32 0)
  %102 = call i32 @llvm.amdgcn.update.dpp.i32(i32 0, i32 %101, i32 273, i32 15, i32 15, i1 false)
  %103 = or i32 %101, %102
  %104 = call i32 @llvm.amdgcn.update.dpp.i32(i32 0, i32 %103, i32 274, i32 15, i32 15, i1 false)
  %105 = or i32 %103, %104
  %106 = call i32 @llvm.amdgcn.update.dpp.i32(i32 0, i32 %105, i32 276, i32 15, i32 15, i1 false)
  %107 = or i32 %105, %106
  %108 = call i32 @llvm.amdgcn.update.dpp.i32(i32 0, i32 %107, i32 280, i32 15, i32 15, i1 false)
  %109 = or i32 %107, %108
  %110 = call i32 @llvm.amdgcn.update.dpp.i32(i32 0, i32 %109, i32 322, i32 10, i32 15, i1 false)
  %111 = or i32 %109, %110
  %112 = call i32 @llvm.amdgcn.update.dpp.i32(i32 0, i32 %111, i32 323, i32 12, i32 15, i1 false)
  %113 = or i32 %111, %112
  %114 = call i32 @llvm.amdgcn.readlane.i32(i32 %113, i32 63)
  %115 = call i32 @llvm.amdgcn.strict.wwm.i32(i32 %114)
  %116 = icmp eq i32 %100, 0
  br i1 %116, label %117, label %119

117:                                              ; preds = %88
  %118 = atomicrmw or ptr addrspace(1) %93, i32 %115 syncscope("agent") monotonic, align 4, !noalias.addrspace !11, !amdgpu.no.fine.grained.memory !10, !amdgpu.no.remote.memory !10
  br label %119

119:                                              ; preds = %88, %117
  %120 = getelementptr inbounds nuw i8, ptr addrspace(1) %1, i64 12
  %121 = call i64 @llvm.amdgcn.ballot.i64(i1 true)
  %122 = trunc i64 %121 to i32
  %123 = lshr i64 %121, 32
  %124 = trunc i64 %123 to i32
  %125 = call i32 @llvm.amdgcn.mbcnt.lo(i32 %122, i32 0)
  %126 = call i32 @llvm.amdgcn.mbcnt.hi(i32 %124, i32 %125)
  %127 = call i32 @llvm.amdgcn.set.inactive.i32(i32 %19, i32 0)
  %128 = call i32 @llvm.amdgcn.update.dpp.i32(i32 0, i32 %127, i32 273, i32 15, i32 15, i1 false)
  %129 = xor i32 %127, %128
  %130 = call i32 @llvm.amdgcn.update.dpp.i32(i32 0, i32 %129, i32 274, i32 15, i32 15, i1 false)
  %131 = xor i32 %129, %130
  %132 = call i32 @llvm.amdgcn.update.dpp.i32(i32 0, i32 %131, i32 276, i32 15, i32 15, i1 false)
  %133 = xor i32 %131, %132
  %134 = call i32 @llvm.amdgcn.update.dpp.i32(i32 0, i32 %133, i32 280, i32 15, i32 15, i1 false)
  %135 = xor i32 %133, %134
  %136 = call i32 @llvm.amdgcn.update.dpp.i32(i32 0, i32 %135, i32 322, i32 10, i32 15, i1 false)
  %137 = xor i32 %135, %136
  %138 = call i32 @llvm.amdgcn.update.dpp.i32(i32 0, i32 %137, i32 323, i32 12, i32 15, i1 false)
  %139 = xor i32 %137, %138
  %140 = call i32 @llvm.amdgcn.update.dpp.i32(i32 0, i32 %139, i32 312, i32 15, i32 15, i1 false)
  %141 = call i32 @llvm.amdgcn.readlane.i32(i32 %139, i32 63)
  %142 = call i32 @llvm.amdgcn.strict.wwm.i32(i32 %141)
  %143 = icmp eq i32 %126, 0
  br i1 %143, label %144, label %146

144:                                              ; preds = %119
  %145 = atomicrmw xor ptr addrspace(1) %120, i32 %142 syncscope("agent") monotonic, align 4, !noalias.addrspace !11, !amdgpu.no.fine.grained.memory !10, !amdgpu.no.remote.memory !10
  br label %146

146:                                              ; preds = %119, %144
  %147 = phi i32 [ poison, %119 ], [ %145, %144 ]
  %148 = call i32 @llvm.amdgcn.readfirstlane.i32(i32 %147)
  %149 = call i32 @llvm.amdgcn.strict.wwm.i32(i32 %140)
  %150 = xor i32 %148, %149
  store i32 %150, ptr addrspace(1) %24, align 4, !tbaa !5
  %151 = call i64 @llvm.amdgcn.ballot.i64(i1 true)
  %152 = trunc i64 %151 to i32
  %153 = lshr i64 %151, 32
  %154 = trunc i64 %153 to i32
  %155 = call i32 @llvm.amdgcn.mbcnt.lo(i32 %152, i32 0)
  %156 = call i32 @llvm.amdgcn.mbcnt.hi(i32 %154, i32 %155)
  %157 = call i32 @llvm.amdgcn.set.inactive.i32(i32 %19, i32 2147483647)
  %158 = call i32 @llvm.amdgcn.update.dpp.i32(i32 2147483647, i32 %157, i32 273, i32 15, i32 15, i1 false)
  %159 = icmp slt i32 %157, %158
  %160 = select i1 %159, i32 %157, i32 %158
  %161 = call i32 @llvm.amdgcn.update.dpp.i32(i32 2147483647, i32 %160, i32 274, i32 15, i32 15, i1 false)
  %162 = icmp slt i32 %160, %161
  %163 = select i1 %162, i32 %160, i32 %161
  %164 = call i32 @llvm.amdgcn.update.dpp.i32(i32 2147483647, i32 %163, i32 276, i32 15, i32 15, i1 false)
  %165 = icmp slt i32 %163, %164
  %166 = select i1 %165, i32 %163, i32 %164
  %167 = call i32 @llvm.amdgcn.update.dpp.i32(i32 2147483647, i32 %166, i32 280, i32 15, i32 15, i1 false)
  %168 = icmp slt i32 %166, %167
  %169 = select i1 %168, i32 %166, i32 %167
  %170 = call i32 @llvm.amdgcn.update.dpp.i32(i32 2147483647, i32 %169, i32 322, i32 10, i32 15, i1 false)
  %171 = icmp slt i32 %169, %170
  %172 = select i1 %171, i32 %169, i32 %170
  %173 = call i32 @llvm.amdgcn.update.dpp.i32(i32 2147483647, i32 %172, i32 323, i32 12, i32 15, i1 false)
  %174 = icmp slt i32 %172, %173
  %175 = select i1 %174, i32 %172, i32 %173
  %176 = call i32 @llvm.amdgcn.update.dpp.i32(i32 2147483647, i32 %175, i32 312, i32 15, i32 15, i1 false)
  %177 = call i32 @llvm.amdgcn.readlane.i32(i32 %175, i32 63)
  %178 = call i32 @llvm.amdgcn.strict.wwm.i32(i32 %177)
  %179 = icmp eq i32 %156, 0
  br i1 %179, label %180, label %182

180:                                              ; preds = %146
  %181 = atomicrmw min ptr addrspace(1) %2, i32 %178 syncscope("agent") monotonic, align 4, !noalias.addrspace !11, !amdgpu.no.fine.grained.memory !10, !amdgpu.no.remote.memory !10
  br label %182

182:                                              ; preds = %146, %180
  %183 = phi i32 [ poison, %146 ], [ %181, %180 ]
  %184 = call i32 @llvm.amdgcn.readfirstlane.i32(i32 %183)
  %185 = call i32 @llvm.amdgcn.strict.wwm.i32(i32 %176)
  %186 = icmp slt i32 %184, %185
  %187 = select i1 %186, i32 %184, i32 %185
  store i32 %187, ptr addrspace(1) %29, align 4, !tbaa !5
  %188 = getelementptr inbounds nuw i8, ptr addrspace(1) %1, i64 16
  %189 = call i64 @llvm.amdgcn.ballot.i64(i1 true)
  %190 = trunc i64 %189 to i32
  %191 = lshr i64 %189, 32
  %192 = trunc i64 %191 to i32
  %193 = call i32 @llvm.amdgcn.mbcnt.lo(i32 %190, i32 0)
  %194 = call i32 @llvm.amdgcn.mbcnt.hi(i32 %192, i32 %193)
  %195 = call i32 @llvm.amdgcn.set.inactive.i32(i32 %19, i32 -1)
  %196 = call i32 @llvm.amdgcn.update.dpp.i32(i32 -1, i32 %195, i32 273, i32 15, i32 15, i1 false)
  %197 = icmp ult i32 %195, %196
  %198 = select i1 %197, i32 %195, i32 %196
  %199 = call i32 @llvm.amdgcn.update.dpp.i32(i32 -1, i32 %198, i32 274, i32 15, i32 15, i1 false)
  %200 = icmp ult i32 %198, %199
  %201 = select i1 %200, i32 %198, i32 %199
  %202 = call i32 @llvm.amdgcn.update.dpp.i32(i32 -1, i32 %201, i32 276, i32 15, i32 15, i1 false)
  %203 = icmp ult i32 %201, %202
  %204 = select i1 %203, i32 %201, i32 %202
  %205 = call i32 @llvm.amdgcn.update.dpp.i32(i32 -1, i32 %204, i32 280, i32 15, i32 15, i1 false)
  %206 = icmp ult i32 %204, %205
  %207 = select i1 %206, i32 %204, i32 %205
  %208 = call i32 @llvm.amdgcn.update.dpp.i32(i32 -1, i32 %207, i32 322, i32 10, i32 15, i1 false)
  %209 = icmp ult i32 %207, %208
  %210 = select i1 %209, i32 %207, i32 %208
  %211 = call i32 @llvm.amdgcn.update.dpp.i32(i32 -1, i32 %210, i32 323, i32 12, i32 15, i1 false)
  %212 = icmp ult i32 %210, %211
  %213 = select i1 %212, i32 %210, i32 %211
  %214 = call i32 @llvm.amdgcn.readlane.i32(i32 %213, i32 63)
  %215 = call i32 @llvm.amdgcn.strict.wwm.i32(i32 %214)
  %216 = icmp eq i32 %194, 0
  br i1 %216, label %217, label %219

217:                                              ; preds = %182
  %218 = atomicrmw umin ptr addrspace(1) %188, i32 %215 syncscope("agent") monotonic, align 4, !noalias.addrspace !11, !amdgpu.no.fine.grained.memory !10, !amdgpu.no.remote.memory !10
  br label %219

219:                                              ; preds = %182, %217
  %220 = and i32 %19, 255
  %221 = uitofp nneg i32 %220 to float
  %222 = call i64 @llvm.amdgcn.ballot.i64(i1 true)
  %223 = trunc i64 %222 to i32
  %224 = lshr i64 %222, 32
  %225 = trunc i64 %224 to i32
  %226 = call i32 @llvm.amdgcn.mbcnt.lo(i32 %223, i32 0)
  %227 = call i32 @llvm.amdgcn.mbcnt.hi(i32 %225, i32 %226)
  %228 = call float @llvm.amdgcn.set.inactive.f32(float %221, float -0.000000e+00)
  %229 = call float @llvm.amdgcn.update.dpp.f32(float -0.000000e+00, float %228, i32 273, i32 15, i32 15, i1 false)
  %230 = fadd float %228, %229
  %231 = call float @llvm.amdgcn.update.dpp.f32(float -0.000000e+00, float %230, i32 274, i32 15, i32 15, i1 false)
  %232 = fadd float %230, %231
  %233 = call float @llvm.amdgcn.update.dpp.f32(float -0.000000e+00, float %232, i32 276, i32 15, i32 15, i1 false)
  %234 = fadd float %232, %233
  %235 = call float @llvm.amdgcn.update.dpp.f32(float -0.000000e+00, float %234, i32 280, i32 15, i32 15, i1 false)
  %236 = fadd float %234, %235
  %237 = call float @llvm.amdgcn.update.dpp.f32(float -0.000000e+00, float %236, i32 322, i32 10, i32 15, i1 false)
  %238 = fadd float %236, %237
  %239 = call float @llvm.amdgcn.update.dpp.f32(float -0.000000e+00, float %238, i32 323, i32 12, i32 15, i1 false)
  %240 = fadd float %238, %239
  %241 = call float @llvm.amdgcn.update.dpp.f32(float -0.000000e+00, float %240, i32 312, i32 15, i32 15, i1 false)
  %242 = call float @llvm.amdgcn.readlane.f32(float %240, i32 63)
  %243 = call float @llvm.amdgcn.strict.wwm.f32(float %242)
  %244 = icmp eq i32 %227, 0
  br i1 %244, label %245, label %247

245:                                              ; preds = %219
  %246 = atomicrmw fadd ptr addrspace(1) %3, float %243 syncscope("agent") monotonic, align 4, !noalias.addrspace !11, !amdgpu.no.fine.grained.memory !10, !amdgpu.no.remote.memory !10
  br label %247

247:                                              ; preds = %219, %245
  %248 = phi float [ poison, %219 ], [ %246, %245 ]
  %249 = call float @llvm.amdgcn.readfirstlane.f32(float %248)
  %250 = call float @llvm.amdgcn.strict.wwm.f32(float %241)
  %251 = fadd float %249, %250
  %252 = select i1 %244, float %249, float %251
  store float %252, ptr addrspace(1) %23, align 4, !tbaa !5
  br label %253

253:                                              ; preds = %247, %16, %6
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.amdgcn.workgroup.id.x() #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef align 4 ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr() #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x() #1

; Function Attrs: convergent nocallback nocreateundeforpoison nofree nounwind willreturn memory(none)
declare i64 @llvm.amdgcn.ballot.i64(i1) #2

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind willreturn memory(none)
declare i32 @llvm.amdgcn.mbcnt.lo(i32, i32) #3

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind willreturn memory(none)
declare i32 @llvm.amdgcn.mbcnt.hi(i32, i32) #3

; Function Attrs: convergent nocallback nofree nounwind willreturn memory(none)
declare i32 @llvm.amdgcn.set.inactive.i32(i32, i32) #4

; Function Attrs: convergent nocallback nofree nounwind willreturn memory(none)
declare i32 @llvm.amdgcn.update.dpp.i32(i32, i32, i32 immarg, i32 immarg, i32 immarg, i1 immarg) #4

; Function Attrs: convergent nocallback nofree nounwind willreturn memory(none)
declare i32 @llvm.amdgcn.readlane.i32(i32, i32) #4

; Function Attrs: convergent nocallback nofree nounwind speculatable willreturn memory(none)
declare i32 @llvm.amdgcn.strict.wwm.i32(i32) #5

; Function Attrs: convergent nocallback nocreateundeforpoison nofree nounwind willreturn memory(none)
declare i32 @llvm.amdgcn.readfirstlane.i32(i32) #2

; Function Attrs: convergent nocallback nofree nounwind willreturn memory(none)
declare float @llvm.amdgcn.set.inactive.f32(float, float) #4

; Function Attrs: convergent nocallback nofree nounwind willreturn memory(none)
declare float @llvm.amdgcn.update.dpp.f32(float, float, i32 immarg, i32 immarg, i32 immarg, i1 immarg) #4

; Function Attrs: convergent nocallback nofree nounwind willreturn memory(none)
declare float @llvm.amdgcn.readlane.f32(float, i32) #4

; Function Attrs: convergent nocallback nofree nounwind speculatable willreturn memory(none)
declare float @llvm.amdgcn.strict.wwm.f32(float) #5

; Function Attrs: convergent nocallback nocreateundeforpoison nofree nounwind willreturn memory(none)
declare float @llvm.amdgcn.readfirstlane.f32(float) #2

attributes #0 = { mustprogress nofree norecurse nounwind willreturn memory(argmem: readwrite) "amdgpu-agpr-alloc"="0" "amdgpu-flat-work-group-size"="1,1024" "amdgpu-no-cluster-id-x" "amdgpu-no-cluster-id-y" "amdgpu-no-cluster-id-z" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-dispatch-ptr" "amdgpu-no-flat-scratch-init" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-x" "amdgpu-no-workgroup-id-y" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-x" "amdgpu-no-workitem-id-y" "amdgpu-no-workitem-id-z" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx942" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-ds-pk-add-16-insts,+atomic-fadd-rtn-insts,+atomic-flat-pk-add-16-insts,+atomic-fmin-fmax-global-f64,+atomic-global-pk-add-bf16-inst,+ci-insts,+cube-insts,+cvt-pknorm-vop2-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+fp8-conversion-insts,+fp8-insts,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+gfx940-insts,+lerp-inst,+mai-insts,+qsad-insts,+s-memrealtime,+s-memtime-inst,+sad-insts,+wavefrontsize64,+xf32-insts" "uniform-work-group-size"="true" }
attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) "target-cpu"="gfx942" }
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
