; ModuleID = 'atomic_ops.gfx1030.w64.O2.ll.tmp'
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
  br i1 %15, label %16, label %126

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
  br i1 %28, label %126, label %29

29:                                               ; preds = %16
  %30 = lshr i32 %19, 12
  %31 = call i64 @llvm.amdgcn.ballot.i64(i1 true)
  %32 = trunc i64 %31 to i32
  %33 = lshr i64 %31, 32
  %34 = trunc i64 %33 to i32
  %35 = call i32 @llvm.amdgcn.mbcnt.lo(i32 %32, i32 0)
  %36 = call i32 @llvm.amdgcn.mbcnt.hi(i32 %34, i32 %35)
  %37 = call i64 @llvm.amdgcn.ballot.i64(i1 true)
  br label %ComputeLoop

38:                                               ; preds = %ComputeEnd
  %39 = atomicrmw sub ptr addrspace(1) %1, i32 %131 syncscope("agent") monotonic, align 4, !noalias.addrspace !11, !amdgpu.no.fine.grained.memory !10, !amdgpu.no.remote.memory !10
  br label %40

40:                                               ; preds = %ComputeEnd, %38
  %41 = phi i32 [ poison, %ComputeEnd ], [ %39, %38 ]
  %42 = call i32 @llvm.amdgcn.readfirstlane.i32(i32 %41)
  %43 = sub i32 %42, %130
  store i32 %43, ptr addrspace(1) %22, align 4, !tbaa !5
  %44 = getelementptr inbounds nuw i8, ptr addrspace(1) %1, i64 4
  %45 = or i32 %19, 16843009
  %46 = call i64 @llvm.amdgcn.ballot.i64(i1 true)
  %47 = trunc i64 %46 to i32
  %48 = lshr i64 %46, 32
  %49 = trunc i64 %48 to i32
  %50 = call i32 @llvm.amdgcn.mbcnt.lo(i32 %47, i32 0)
  %51 = call i32 @llvm.amdgcn.mbcnt.hi(i32 %49, i32 %50)
  %52 = call i64 @llvm.amdgcn.ballot.i64(i1 true)
  br label %ComputeLoop1

53:                                               ; preds = %ComputeEnd2
  %54 = atomicrmw and ptr addrspace(1) %44, i32 %141 syncscope("agent") monotonic, align 4, !noalias.addrspace !11, !amdgpu.no.fine.grained.memory !10, !amdgpu.no.remote.memory !10
  br label %55

55:                                               ; preds = %ComputeEnd2, %53
  %56 = phi i32 [ poison, %ComputeEnd2 ], [ %54, %53 ]
  %57 = call i32 @llvm.amdgcn.readfirstlane.i32(i32 %56)
  %58 = and i32 %57, %140
  store i32 %58, ptr addrspace(1) %26, align 4, !tbaa !5
  %59 = getelementptr inbounds nuw i8, ptr addrspace(1) %1, i64 8
  %60 = and i32 %19, 15732495
  %61 = call i64 @llvm.amdgcn.ballot.i64(i1 true)
  %62 = trunc i64 %61 to i32
  %63 = lshr i64 %61, 32
  %64 = trunc i64 %63 to i32
  %65 = call i32 @llvm.amdgcn.mbcnt.lo(i32 %62, i32 0)
  %66 = call i32 @llvm.amdgcn.mbcnt.hi(i32 %64, i32 %65)
  %67 = call i64 @llvm.amdgcn.ballot.i64(i1 true)
  br label %ComputeLoop6

68:                                               ; preds = %ComputeEnd7
  %69 = atomicrmw or ptr addrspace(1) %59, i32 %150 syncscope("agent") monotonic, align 4, !noalias.addrspace !11, !amdgpu.no.fine.grained.memory !10, !amdgpu.no.remote.memory !10
  br label %70

70:                                               ; preds = %ComputeEnd7, %68
  %71 = getelementptr inbounds nuw i8, ptr addrspace(1) %1, i64 12
  %72 = call i64 @llvm.amdgcn.ballot.i64(i1 true)
  %73 = trunc i64 %72 to i32
  %74 = lshr i64 %72, 32
  %75 = trunc i64 %74 to i32
  %76 = call i32 @llvm.amdgcn.mbcnt.lo(i32 %73, i32 0)
  %77 = call i32 @llvm.amdgcn.mbcnt.hi(i32 %75, i32 %76)
  %78 = call i64 @llvm.amdgcn.ballot.i64(i1 true)
  br label %ComputeLoop10

79:                                               ; preds = %ComputeEnd11
  %80 = atomicrmw xor ptr addrspace(1) %71, i32 %160 syncscope("agent") monotonic, align 4, !noalias.addrspace !11, !amdgpu.no.fine.grained.memory !10, !amdgpu.no.remote.memory !10
  br label %81

81:                                               ; preds = %ComputeEnd11, %79
  %82 = phi i32 [ poison, %ComputeEnd11 ], [ %80, %79 ]
  %83 = call i32 @llvm.amdgcn.readfirstlane.i32(i32 %82)
  %84 = xor i32 %83, %159
  store i32 %84, ptr addrspace(1) %25, align 4, !tbaa !5
  %85 = call i64 @llvm.amdgcn.ballot.i64(i1 true)
  %86 = trunc i64 %85 to i32
  %87 = lshr i64 %85, 32
  %88 = trunc i64 %87 to i32
  %89 = call i32 @llvm.amdgcn.mbcnt.lo(i32 %86, i32 0)
  %90 = call i32 @llvm.amdgcn.mbcnt.hi(i32 %88, i32 %89)
  %91 = call i64 @llvm.amdgcn.ballot.i64(i1 true)
  br label %ComputeLoop15

92:                                               ; preds = %ComputeEnd16
  %93 = atomicrmw min ptr addrspace(1) %2, i32 %171 syncscope("agent") monotonic, align 4, !noalias.addrspace !11, !amdgpu.no.fine.grained.memory !10, !amdgpu.no.remote.memory !10
  br label %94

94:                                               ; preds = %ComputeEnd16, %92
  %95 = phi i32 [ poison, %ComputeEnd16 ], [ %93, %92 ]
  %96 = call i32 @llvm.amdgcn.readfirstlane.i32(i32 %95)
  %97 = icmp slt i32 %96, %169
  %98 = select i1 %97, i32 %96, i32 %169
  store i32 %98, ptr addrspace(1) %24, align 4, !tbaa !5
  %99 = getelementptr inbounds nuw i8, ptr addrspace(1) %1, i64 16
  %100 = call i64 @llvm.amdgcn.ballot.i64(i1 true)
  %101 = trunc i64 %100 to i32
  %102 = lshr i64 %100, 32
  %103 = trunc i64 %102 to i32
  %104 = call i32 @llvm.amdgcn.mbcnt.lo(i32 %101, i32 0)
  %105 = call i32 @llvm.amdgcn.mbcnt.hi(i32 %103, i32 %104)
  %106 = call i64 @llvm.amdgcn.ballot.i64(i1 true)
  br label %ComputeLoop20

107:                                              ; preds = %ComputeEnd21
  %108 = atomicrmw umin ptr addrspace(1) %99, i32 %181 syncscope("agent") monotonic, align 4, !noalias.addrspace !11, !amdgpu.no.fine.grained.memory !10, !amdgpu.no.remote.memory !10
  br label %109

109:                                              ; preds = %ComputeEnd21, %107
  %110 = and i32 %19, 255
  %111 = uitofp nneg i32 %110 to float
  %112 = call i64 @llvm.amdgcn.ballot.i64(i1 true)
  %113 = trunc i64 %112 to i32
  %114 = lshr i64 %112, 32
  %115 = trunc i64 %114 to i32
  %116 = call i32 @llvm.amdgcn.mbcnt.lo(i32 %113, i32 0)
  %117 = call i32 @llvm.amdgcn.mbcnt.hi(i32 %115, i32 %116)
  %118 = call i64 @llvm.amdgcn.ballot.i64(i1 true)
  br label %ComputeLoop24

119:                                              ; preds = %ComputeEnd25
  %120 = atomicrmw fadd ptr addrspace(1) %3, float %191 syncscope("agent") monotonic, align 4, !noalias.addrspace !11, !amdgpu.no.fine.grained.memory !10, !amdgpu.no.remote.memory !10
  br label %121

121:                                              ; preds = %ComputeEnd25, %119
  %122 = phi float [ poison, %ComputeEnd25 ], [ %120, %119 ]
  %123 = call float @llvm.amdgcn.readfirstlane.f32(float %122)
  %124 = fadd float %123, %190
  %125 = select i1 %196, float %123, float %124
  store float %125, ptr addrspace(1) %23, align 4, !tbaa !5
  br label %126

126:                                              ; preds = %121, %16, %6
  ret void

ComputeLoop:                                      ; preds = %29, %ComputeLoop
  %Accumulator = phi i32 [ 0, %29 ], [ %131, %ComputeLoop ]
  %OldValuePhi = phi i32 [ poison, %29 ], [ %130, %ComputeLoop ]
  %ActiveBits = phi i64 [ %37, %29 ], [ %134, %ComputeLoop ]
  %127 = call i64 @llvm.cttz.i64(i64 %ActiveBits, i1 true)
  %128 = trunc i64 %127 to i32
  %129 = call i32 @llvm.amdgcn.readlane.i32(i32 %30, i32 %128)
  %130 = call i32 @llvm.amdgcn.writelane.i32(i32 %Accumulator, i32 %128, i32 %OldValuePhi)
  %131 = add i32 %Accumulator, %129
  %132 = shl i64 1, %127
  %133 = xor i64 %132, -1
  %134 = and i64 %ActiveBits, %133
  %135 = icmp eq i64 %134, 0
  br i1 %135, label %ComputeEnd, label %ComputeLoop

ComputeEnd:                                       ; preds = %ComputeLoop
  %136 = icmp eq i32 %36, 0
  br i1 %136, label %38, label %40

ComputeLoop1:                                     ; preds = %40, %ComputeLoop1
  %Accumulator3 = phi i32 [ -1, %40 ], [ %141, %ComputeLoop1 ]
  %OldValuePhi4 = phi i32 [ poison, %40 ], [ %140, %ComputeLoop1 ]
  %ActiveBits5 = phi i64 [ %52, %40 ], [ %144, %ComputeLoop1 ]
  %137 = call i64 @llvm.cttz.i64(i64 %ActiveBits5, i1 true)
  %138 = trunc i64 %137 to i32
  %139 = call i32 @llvm.amdgcn.readlane.i32(i32 %45, i32 %138)
  %140 = call i32 @llvm.amdgcn.writelane.i32(i32 %Accumulator3, i32 %138, i32 %OldValuePhi4)
  %141 = and i32 %Accumulator3, %139
  %142 = shl i64 1, %137
  %143 = xor i64 %142, -1
  %144 = and i64 %ActiveBits5, %143
  %145 = icmp eq i64 %144, 0
  br i1 %145, label %ComputeEnd2, label %ComputeLoop1

ComputeEnd2:                                      ; preds = %ComputeLoop1
  %146 = icmp eq i32 %51, 0
  br i1 %146, label %53, label %55

ComputeLoop6:                                     ; preds = %55, %ComputeLoop6
  %Accumulator8 = phi i32 [ 0, %55 ], [ %150, %ComputeLoop6 ]
  %ActiveBits9 = phi i64 [ %67, %55 ], [ %153, %ComputeLoop6 ]
  %147 = call i64 @llvm.cttz.i64(i64 %ActiveBits9, i1 true)
  %148 = trunc i64 %147 to i32
  %149 = call i32 @llvm.amdgcn.readlane.i32(i32 %60, i32 %148)
  %150 = or i32 %Accumulator8, %149
  %151 = shl i64 1, %147
  %152 = xor i64 %151, -1
  %153 = and i64 %ActiveBits9, %152
  %154 = icmp eq i64 %153, 0
  br i1 %154, label %ComputeEnd7, label %ComputeLoop6

ComputeEnd7:                                      ; preds = %ComputeLoop6
  %155 = icmp eq i32 %66, 0
  br i1 %155, label %68, label %70

ComputeLoop10:                                    ; preds = %70, %ComputeLoop10
  %Accumulator12 = phi i32 [ 0, %70 ], [ %160, %ComputeLoop10 ]
  %OldValuePhi13 = phi i32 [ poison, %70 ], [ %159, %ComputeLoop10 ]
  %ActiveBits14 = phi i64 [ %78, %70 ], [ %163, %ComputeLoop10 ]
  %156 = call i64 @llvm.cttz.i64(i64 %ActiveBits14, i1 true)
  %157 = trunc i64 %156 to i32
  %158 = call i32 @llvm.amdgcn.readlane.i32(i32 %19, i32 %157)
  %159 = call i32 @llvm.amdgcn.writelane.i32(i32 %Accumulator12, i32 %157, i32 %OldValuePhi13)
  %160 = xor i32 %Accumulator12, %158
  %161 = shl i64 1, %156
  %162 = xor i64 %161, -1
  %163 = and i64 %ActiveBits14, %162
  %164 = icmp eq i64 %163, 0
  br i1 %164, label %ComputeEnd11, label %ComputeLoop10

ComputeEnd11:                                     ; preds = %ComputeLoop10
  %165 = icmp eq i32 %77, 0
  br i1 %165, label %79, label %81

ComputeLoop15:                                    ; preds = %81, %ComputeLoop15
  %Accumulator17 = phi i32 [ 2147483647, %81 ], [ %171, %ComputeLoop15 ]
  %OldValuePhi18 = phi i32 [ poison, %81 ], [ %169, %ComputeLoop15 ]
  %ActiveBits19 = phi i64 [ %91, %81 ], [ %174, %ComputeLoop15 ]
  %166 = call i64 @llvm.cttz.i64(i64 %ActiveBits19, i1 true)
  %167 = trunc i64 %166 to i32
  %168 = call i32 @llvm.amdgcn.readlane.i32(i32 %19, i32 %167)
  %169 = call i32 @llvm.amdgcn.writelane.i32(i32 %Accumulator17, i32 %167, i32 %OldValuePhi18)
  %170 = icmp slt i32 %Accumulator17, %168
  %171 = select i1 %170, i32 %Accumulator17, i32 %168
  %172 = shl i64 1, %166
  %173 = xor i64 %172, -1
  %174 = and i64 %ActiveBits19, %173
  %175 = icmp eq i64 %174, 0
  br i1 %175, label %ComputeEnd16, label %ComputeLoop15

ComputeEnd16:                                     ; preds = %ComputeLoop15
  %176 = icmp eq i32 %90, 0
  br i1 %176, label %92, label %94

ComputeLoop20:                                    ; preds = %94, %ComputeLoop20
  %Accumulator22 = phi i32 [ -1, %94 ], [ %181, %ComputeLoop20 ]
  %ActiveBits23 = phi i64 [ %106, %94 ], [ %184, %ComputeLoop20 ]
  %177 = call i64 @llvm.cttz.i64(i64 %ActiveBits23, i1 true)
  %178 = trunc i64 %177 to i32
  %179 = call i32 @llvm.amdgcn.readlane.i32(i32 %19, i32 %178)
  %180 = icmp ult i32 %Accumulator22, %179
  %181 = select i1 %180, i32 %Accumulator22, i32 %179
  %182 = shl i64 1, %177
  %183 = xor i64 %182, -1
  %184 = and i64 %ActiveBits23, %183
  %185 = icmp eq i64 %184, 0
  br i1 %185, label %ComputeEnd21, label %ComputeLoop20

ComputeEnd21:                                     ; preds = %ComputeLoop20
  %186 = icmp eq i32 %105, 0
  br i1 %186, label %107, label %109

ComputeLoop24:                                    ; preds = %109, %ComputeLoop24
  %Accumulator26 = phi float [ -0.000000e+00, %109 ], [ %191, %ComputeLoop24 ]
  %OldValuePhi27 = phi float [ poison, %109 ], [ %190, %ComputeLoop24 ]
  %ActiveBits28 = phi i64 [ %118, %109 ], [ %194, %ComputeLoop24 ]
  %187 = call i64 @llvm.cttz.i64(i64 %ActiveBits28, i1 true)
  %188 = trunc i64 %187 to i32
  %189 = call float @llvm.amdgcn.readlane.f32(float %111, i32 %188)
  %190 = call float @llvm.amdgcn.writelane.f32(float %Accumulator26, i32 %188, float %OldValuePhi27)
  %191 = fadd float %Accumulator26, %189
  %192 = shl i64 1, %187
  %193 = xor i64 %192, -1
  %194 = and i64 %ActiveBits28, %193
  %195 = icmp eq i64 %194, 0
  br i1 %195, label %ComputeEnd25, label %ComputeLoop24

ComputeEnd25:                                     ; preds = %ComputeLoop24
  %196 = icmp eq i32 %117, 0
  br i1 %196, label %119, label %121
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

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.cttz.i64(i64, i1 immarg) #4

; Function Attrs: convergent nocallback nofree nounwind willreturn memory(none)
declare i32 @llvm.amdgcn.readlane.i32(i32, i32) #5

; Function Attrs: convergent nocallback nofree nounwind willreturn memory(none)
declare i32 @llvm.amdgcn.writelane.i32(i32, i32, i32) #5

; Function Attrs: convergent nocallback nocreateundeforpoison nofree nounwind willreturn memory(none)
declare i32 @llvm.amdgcn.readfirstlane.i32(i32) #2

; Function Attrs: convergent nocallback nofree nounwind willreturn memory(none)
declare float @llvm.amdgcn.readlane.f32(float, i32) #5

; Function Attrs: convergent nocallback nofree nounwind willreturn memory(none)
declare float @llvm.amdgcn.writelane.f32(float, i32, float) #5

; Function Attrs: convergent nocallback nocreateundeforpoison nofree nounwind willreturn memory(none)
declare float @llvm.amdgcn.readfirstlane.f32(float) #2

attributes #0 = { mustprogress nofree norecurse nounwind willreturn memory(argmem: readwrite) "amdgpu-flat-work-group-size"="1,1024" "amdgpu-no-cluster-id-x" "amdgpu-no-cluster-id-y" "amdgpu-no-cluster-id-z" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-dispatch-ptr" "amdgpu-no-flat-scratch-init" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-x" "amdgpu-no-workgroup-id-y" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-x" "amdgpu-no-workitem-id-y" "amdgpu-no-workitem-id-z" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx1030" "target-features"="+16-bit-insts,+atomic-fmin-fmax-global-f32,+atomic-fmin-fmax-global-f64,+ci-insts,+cube-insts,+cvt-pknorm-vop2-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx10-3-insts,+gfx10-insts,+gfx8-insts,+gfx9-insts,+lerp-inst,+qsad-insts,+s-memrealtime,+s-memtime-inst,+sad-insts,+wavefrontsize64,+wavefrontsize64" "uniform-work-group-size"="true" }
attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) "target-cpu"="gfx1030" "target-features"="+wavefrontsize64" }
attributes #2 = { convergent nocallback nocreateundeforpoison nofree nounwind willreturn memory(none) }
attributes #3 = { nocallback nocreateundeforpoison nofree nosync nounwind willreturn memory(none) }
attributes #4 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #5 = { convergent nocallback nofree nounwind willreturn memory(none) }

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
