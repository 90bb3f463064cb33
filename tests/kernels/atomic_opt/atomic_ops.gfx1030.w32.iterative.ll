; ModuleID = 'atomic_ops.gfx1030.w32.O2.ll.tmp'
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
  br i1 %15, label %16, label %98

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
  br i1 %28, label %98, label %29

29:                                               ; preds = %16
  %30 = lshr i32 %19, 12
  %31 = call i32 @llvm.amdgcn.ballot.i32(i1 true)
  %32 = call i32 @llvm.amdgcn.mbcnt.lo(i32 %31, i32 0)
  %33 = call i32 @llvm.amdgcn.ballot.i32(i1 true)
  br label %ComputeLoop

34:                                               ; preds = %ComputeEnd
  %35 = atomicrmw sub ptr addrspace(1) %1, i32 %102 syncscope("agent") monotonic, align 4, !noalias.addrspace !11, !amdgpu.no.fine.grained.memory !10, !amdgpu.no.remote.memory !10
  br label %36

36:                                               ; preds = %ComputeEnd, %34
  %37 = phi i32 [ poison, %ComputeEnd ], [ %35, %34 ]
  %38 = call i32 @llvm.amdgcn.readfirstlane.i32(i32 %37)
  %39 = sub i32 %38, %101
  store i32 %39, ptr addrspace(1) %22, align 4, !tbaa !5
  %40 = getelementptr inbounds nuw i8, ptr addrspace(1) %1, i64 4
  %41 = or i32 %19, 16843009
  %42 = call i32 @llvm.amdgcn.ballot.i32(i1 true)
  %43 = call i32 @llvm.amdgcn.mbcnt.lo(i32 %42, i32 0)
  %44 = call i32 @llvm.amdgcn.ballot.i32(i1 true)
  br label %ComputeLoop1

45:                                               ; preds = %ComputeEnd2
  %46 = atomicrmw and ptr addrspace(1) %40, i32 %111 syncscope("agent") monotonic, align 4, !noalias.addrspace !11, !amdgpu.no.fine.grained.memory !10, !amdgpu.no.remote.memory !10
  br label %47

47:                                               ; preds = %ComputeEnd2, %45
  %48 = phi i32 [ poison, %ComputeEnd2 ], [ %46, %45 ]
  %49 = call i32 @llvm.amdgcn.readfirstlane.i32(i32 %48)
  %50 = and i32 %49, %110
  store i32 %50, ptr addrspace(1) %26, align 4, !tbaa !5
  %51 = getelementptr inbounds nuw i8, ptr addrspace(1) %1, i64 8
  %52 = and i32 %19, 15732495
  %53 = call i32 @llvm.amdgcn.ballot.i32(i1 true)
  %54 = call i32 @llvm.amdgcn.mbcnt.lo(i32 %53, i32 0)
  %55 = call i32 @llvm.amdgcn.ballot.i32(i1 true)
  br label %ComputeLoop6

56:                                               ; preds = %ComputeEnd7
  %57 = atomicrmw or ptr addrspace(1) %51, i32 %119 syncscope("agent") monotonic, align 4, !noalias.addrspace !11, !amdgpu.no.fine.grained.memory !10, !amdgpu.no.remote.memory !10
  br label %58

58:                                               ; preds = %ComputeEnd7, %56
  %59 = getelementptr inbounds nuw i8, ptr addrspace(1) %1, i64 12
  %60 = call i32 @llvm.amdgcn.ballot.i32(i1 true)
  %61 = call i32 @llvm.amdgcn.mbcnt.lo(i32 %60, i32 0)
  %62 = call i32 @llvm.amdgcn.ballot.i32(i1 true)
  br label %ComputeLoop10

63:                                               ; preds = %ComputeEnd11
  %64 = atomicrmw xor ptr addrspace(1) %59, i32 %128 syncscope("agent") monotonic, align 4, !noalias.addrspace !11, !amdgpu.no.fine.grained.memory !10, !amdgpu.no.remote.memory !10
  br label %65

65:                                               ; preds = %ComputeEnd11, %63
  %66 = phi i32 [ poison, %ComputeEnd11 ], [ %64, %63 ]
  %67 = call i32 @llvm.amdgcn.readfirstlane.i32(i32 %66)
  %68 = xor i32 %67, %127
  store i32 %68, ptr addrspace(1) %25, align 4, !tbaa !5
  %69 = call i32 @llvm.amdgcn.ballot.i32(i1 true)
  %70 = call i32 @llvm.amdgcn.mbcnt.lo(i32 %69, i32 0)
  %71 = call i32 @llvm.amdgcn.ballot.i32(i1 true)
  br label %ComputeLoop15

72:                                               ; preds = %ComputeEnd16
  %73 = atomicrmw min ptr addrspace(1) %2, i32 %138 syncscope("agent") monotonic, align 4, !noalias.addrspace !11, !amdgpu.no.fine.grained.memory !10, !amdgpu.no.remote.memory !10
  br label %74

74:                                               ; preds = %ComputeEnd16, %72
  %75 = phi i32 [ poison, %ComputeEnd16 ], [ %73, %72 ]
  %76 = call i32 @llvm.amdgcn.readfirstlane.i32(i32 %75)
  %77 = icmp slt i32 %76, %136
  %78 = select i1 %77, i32 %76, i32 %136
  store i32 %78, ptr addrspace(1) %24, align 4, !tbaa !5
  %79 = getelementptr inbounds nuw i8, ptr addrspace(1) %1, i64 16
  %80 = call i32 @llvm.amdgcn.ballot.i32(i1 true)
  %81 = call i32 @llvm.amdgcn.mbcnt.lo(i32 %80, i32 0)
  %82 = call i32 @llvm.amdgcn.ballot.i32(i1 true)
  br label %ComputeLoop20

83:                                               ; preds = %ComputeEnd21
  %84 = atomicrmw umin ptr addrspace(1) %79, i32 %147 syncscope("agent") monotonic, align 4, !noalias.addrspace !11, !amdgpu.no.fine.grained.memory !10, !amdgpu.no.remote.memory !10
  br label %85

85:                                               ; preds = %ComputeEnd21, %83
  %86 = and i32 %19, 255
  %87 = uitofp nneg i32 %86 to float
  %88 = call i32 @llvm.amdgcn.ballot.i32(i1 true)
  %89 = call i32 @llvm.amdgcn.mbcnt.lo(i32 %88, i32 0)
  %90 = call i32 @llvm.amdgcn.ballot.i32(i1 true)
  br label %ComputeLoop24

91:                                               ; preds = %ComputeEnd25
  %92 = atomicrmw fadd ptr addrspace(1) %3, float %156 syncscope("agent") monotonic, align 4, !noalias.addrspace !11, !amdgpu.no.fine.grained.memory !10, !amdgpu.no.remote.memory !10
  br label %93

93:                                               ; preds = %ComputeEnd25, %91
  %94 = phi float [ poison, %ComputeEnd25 ], [ %92, %91 ]
  %95 = call float @llvm.amdgcn.readfirstlane.f32(float %94)
  %96 = fadd float %95, %155
  %97 = select i1 %161, float %95, float %96
  store float %97, ptr addrspace(1) %23, align 4, !tbaa !5
  br label %98

98:                                               ; preds = %93, %16, %6
  ret void

ComputeLoop:                                      ; preds = %29, %ComputeLoop
  %Accumulator = phi i32 [ 0, %29 ], [ %102, %ComputeLoop ]
  %OldValuePhi = phi i32 [ poison, %29 ], [ %101, %ComputeLoop ]
  %ActiveBits = phi i32 [ %33, %29 ], [ %105, %ComputeLoop ]
  %99 = call i32 @llvm.cttz.i32(i32 %ActiveBits, i1 true)
  %100 = call i32 @llvm.amdgcn.readlane.i32(i32 %30, i32 %99)
  %101 = call i32 @llvm.amdgcn.writelane.i32(i32 %Accumulator, i32 %99, i32 %OldValuePhi)
  %102 = add i32 %Accumulator, %100
  %103 = shl i32 1, %99
  %104 = xor i32 %103, -1
  %105 = and i32 %ActiveBits, %104
  %106 = icmp eq i32 %105, 0
  br i1 %106, label %ComputeEnd, label %ComputeLoop

ComputeEnd:                                       ; preds = %ComputeLoop
  %107 = icmp eq i32 %32, 0
  br i1 %107, label %34, label %36

ComputeLoop1:                                     ; preds = %36, %ComputeLoop1
  %Accumulator3 = phi i32 [ -1, %36 ], [ %111, %ComputeLoop1 ]
  %OldValuePhi4 = phi i32 [ poison, %36 ], [ %110, %ComputeLoop1 ]
  %ActiveBits5 = phi i32 [ %44, %36 ], [ %114, %ComputeLoop1 ]
  %108 = call i32 @llvm.cttz.i32(i32 %ActiveBits5, i1 true)
  %109 = call i32 @llvm.amdgcn.readlane.i32(i32 %41, i32 %108)
  %110 = call i32 @llvm.amdgcn.writelane.i32(i32 %Accumulator3, i32 %108, i32 %OldValuePhi4)
  %111 = and i32 %Accumulator3, %109
  %112 = shl i32 1, %108
  %113 = xor i32 %112, -1
  %114 = and i32 %ActiveBits5, %113
  %115 = icmp eq i32 %114, 0
  br i1 %115, label %ComputeEnd2, label %ComputeLoop1

ComputeEnd2:                                      ; preds = %ComputeLoop1
  %116 = icmp eq i32 %43, 0
  br i1 %116, label %45, label %47

ComputeLoop6:                                     ; preds = %47, %ComputeLoop6
  %Accumulator8 = phi i32 [ 0, %47 ], [ %119, %ComputeLoop6 ]
  %ActiveBits9 = phi i32 [ %55, %47 ], [ %122, %ComputeLoop6 ]
  %117 = call i32 @llvm.cttz.i32(i32 %ActiveBits9, i1 true)
  %118 = call i32 @llvm.amdgcn.readlane.i32(i32 %52, i32 %117)
  %119 = or i32 %Accumulator8, %118
  %120 = shl i32 1, %117
  %121 = xor i32 %120, -1
  %122 = and i32 %ActiveBits9, %121
  %123 = icmp eq i32 %122, 0
  br i1 %123, label %ComputeEnd7, label %ComputeLoop6

ComputeEnd7:                                      ; preds = %ComputeLoop6
  %124 = icmp eq i32 %54, 0
  br i1 %124, label %56, label %58

ComputeLoop10:                                    ; preds = %58, %ComputeLoop10
  %Accumulator12 = phi i32 [ 0, %58 ], [ %128, %ComputeLoop10 ]
  %OldValuePhi13 = phi i32 [ poison, %58 ], [ %127, %ComputeLoop10 ]
  %ActiveBits14 = phi i32 [ %62, %58 ], [ %131, %ComputeLoop10 ]
  %125 = call i32 @llvm.cttz.i32(i32 %ActiveBits14, i1 true)
  %126 = call i32 @llvm.amdgcn.readlane.i32(i32 %19, i32 %125)
  %127 = call i32 @llvm.amdgcn.writelane.i32(i32 %Accumulator12, i32 %125, i32 %OldValuePhi13)
  %128 = xor i32 %Accumulator12, %126
  %129 = shl i32 1, %125
  %130 = xor i32 %129, -1
  %131 = and i32 %ActiveBits14, %130
  %132 = icmp eq i32 %131, 0
  br i1 %132, label %ComputeEnd11, label %ComputeLoop10

ComputeEnd11:                                     ; preds = %ComputeLoop10
  %133 = icmp eq i32 %61, 0
  br i1 %133, label %63, label %65

ComputeLoop15:                                    ; preds = %65, %ComputeLoop15
  %Accumulator17 = phi i32 [ 2147483647, %65 ], [ %138, %ComputeLoop15 ]
  %OldValuePhi18 = phi i32 [ poison, %65 ], [ %136, %ComputeLoop15 ]
  %ActiveBits19 = phi i32 [ %71, %65 ], [ %141, %ComputeLoop15 ]
  %134 = call i32 @llvm.cttz.i32(i32 %ActiveBits19, i1 true)
  %135 = call i32 @llvm.amdgcn.readlane.i32(i32 %19, i32 %134)
  %136 = call i32 @llvm.amdgcn.writelane.i32(i32 %Accumulator17, i32 %134, i32 %OldValuePhi18)
  %137 = icmp slt i32 %Accumulator17, %135
  %138 = select i1 %137, i32 %Accumulator17, i32 %135
  %139 = shl i32 1, %134
  %140 = xor i32 %139, -1
  %141 = and i32 %ActiveBits19, %140
  %142 = icmp eq i32 %141, 0
  br i1 %142, label %ComputeEnd16, label %ComputeLoop15

ComputeEnd16:                                     ; preds = %ComputeLoop15
  %143 = icmp eq i32 %70, 0
  br i1 %143, label %72, label %74

ComputeLoop20:                                    ; preds = %74, %ComputeLoop20
  %Accumulator22 = phi i32 [ -1, %74 ], [ %147, %ComputeLoop20 ]
  %ActiveBits23 = phi i32 [ %82, %74 ], [ %150, %ComputeLoop20 ]
  %144 = call i32 @llvm.cttz.i32(i32 %ActiveBits23, i1 true)
  %145 = call i32 @llvm.amdgcn.readlane.i32(i32 %19, i32 %144)
  %146 = icmp ult i32 %Accumulator22, %145
  %147 = select i1 %146, i32 %Accumulator22, i32 %145
  %148 = shl i32 1, %144
  %149 = xor i32 %148, -1
  %150 = and i32 %ActiveBits23, %149
  %151 = icmp eq i32 %150, 0
  br i1 %151, label %ComputeEnd21, label %ComputeLoop20

ComputeEnd21:                                     ; preds = %ComputeLoop20
  %152 = icmp eq i32 %81, 0
  br i1 %152, label %83, label %85

ComputeLoop24:                                    ; preds = %85, %ComputeLoop24
  %Accumulator26 = phi float [ -0.000000e+00, %85 ], [ %156, %ComputeLoop24 ]
  %OldValuePhi27 = phi float [ poison, %85 ], [ %155, %ComputeLoop24 ]
  %ActiveBits28 = phi i32 [ %90, %85 ], [ %159, %ComputeLoop24 ]
  %153 = call i32 @llvm.cttz.i32(i32 %ActiveBits28, i1 true)
  %154 = call float @llvm.amdgcn.readlane.f32(float %87, i32 %153)
  %155 = call float @llvm.amdgcn.writelane.f32(float %Accumulator26, i32 %153, float %OldValuePhi27)
  %156 = fadd float %Accumulator26, %154
  %157 = shl i32 1, %153
  %158 = xor i32 %157, -1
  %159 = and i32 %ActiveBits28, %158
  %160 = icmp eq i32 %159, 0
  br i1 %160, label %ComputeEnd25, label %ComputeLoop24

ComputeEnd25:                                     ; preds = %ComputeLoop24
  %161 = icmp eq i32 %89, 0
  br i1 %161, label %91, label %93
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

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.cttz.i32(i32, i1 immarg) #4

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

attributes #0 = { mustprogress nofree norecurse nounwind willreturn memory(argmem: readwrite) "amdgpu-flat-work-group-size"="1,1024" "amdgpu-no-cluster-id-x" "amdgpu-no-cluster-id-y" "amdgpu-no-cluster-id-z" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-dispatch-ptr" "amdgpu-no-flat-scratch-init" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-x" "amdgpu-no-workgroup-id-y" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-x" "amdgpu-no-workitem-id-y" "amdgpu-no-workitem-id-z" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx1030" "target-features"="+16-bit-insts,+atomic-fmin-fmax-global-f32,+atomic-fmin-fmax-global-f64,+ci-insts,+cube-insts,+cvt-pknorm-vop2-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx10-3-insts,+gfx10-insts,+gfx8-insts,+gfx9-insts,+lerp-inst,+qsad-insts,+s-memrealtime,+s-memtime-inst,+sad-insts,+wavefrontsize32" "uniform-work-group-size"="true" }
attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) "target-cpu"="gfx1030" }
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
