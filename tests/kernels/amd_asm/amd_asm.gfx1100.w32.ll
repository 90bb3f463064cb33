; ModuleID = 'amd_asm.hip'
source_filename = "amd_asm.hip"
target datalayout = "e-m:e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128:128:48-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

@_ZZ11asm_barrierE3lds = internal unnamed_addr addrspace(3) global [256 x i32] undef, align 16
@__hip_cuid_11c1f7d58c9e3f3e = addrspace(1) global i8 0
@llvm.compiler.used = appending addrspace(1) global [1 x ptr] [ptr addrspacecast (ptr addrspace(1) @__hip_cuid_11c1f7d58c9e3f3e to ptr)], section "llvm.metadata"

; Function Attrs: convergent mustprogress norecurse nounwind
define protected amdgpu_kernel void @asm_forms(ptr addrspace(1) noundef readonly captures(none) %0, ptr addrspace(1) noundef writeonly captures(none) %1) local_unnamed_addr #0 {
  %3 = tail call i32 @llvm.amdgcn.workgroup.id.x()
  %4 = tail call ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr()
  %5 = getelementptr inbounds nuw i8, ptr addrspace(4) %4, i64 12
  %6 = load i16, ptr addrspace(4) %5, align 4, !tbaa !14
  %7 = zext i16 %6 to i32
  %8 = mul i32 %3, %7
  %9 = tail call i32 @llvm.amdgcn.workitem.id.x()
  %10 = add i32 %8, %9
  %11 = zext i32 %10 to i64
  %12 = getelementptr inbounds nuw i32, ptr addrspace(1) %0, i64 %11
  %13 = load i32, ptr addrspace(1) %12, align 4, !tbaa !5
  %14 = tail call i32 asm sideeffect "", "=v,0"(i32 %13) #3, !srcloc !16
  tail call void asm sideeffect "s_nop 1\0A\09s_waitcnt lgkmcnt(0)\0A\09s_sleep 1", ""() #3, !srcloc !17
  %15 = tail call i32 asm sideeffect "v_mov_b32 $0, $1", "=v,v"(i32 %14) #3, !srcloc !18
  %16 = add i32 %13, 1
  %17 = tail call i32 asm sideeffect "v_mov_b32_dpp $0, $1 row_shr:1 row_mask:0xf bank_mask:0xf", "=v,v,0"(i32 %15, i32 %16) #3, !srcloc !19
  %18 = tail call i32 asm sideeffect "v_mov_b32_dpp $0, $1 quad_perm:[3,2,1,0] row_mask:0xf bank_mask:0xf bound_ctrl:1", "=v,v"(i32 %13) #3, !srcloc !20
  %19 = tail call i32 asm sideeffect "ds_swizzle_b32 $0, $1 offset:swizzle(SWAP,1)\0A\09s_waitcnt lgkmcnt(0)", "=v,v"(i32 %13) #3, !srcloc !21
  %20 = tail call noundef i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0)
  %21 = shl i32 %20, 2
  %22 = add i32 %21, 12
  %23 = and i32 %22, 124
  %24 = tail call i32 asm sideeffect "ds_bpermute_b32 $0, $1, $2\0A\09s_waitcnt lgkmcnt(0)", "=v,v,v"(i32 %23, i32 %13) #3, !srcloc !22
  %25 = tail call i32 asm sideeffect "v_readlane_b32 $0, $1, 5", "=s,v"(i32 %13) #3, !srcloc !23
  %26 = tail call i32 asm sideeffect "v_readfirstlane_b32 $0, $1", "=s,v"(i32 %13) #3, !srcloc !24
  %27 = tail call i32 asm sideeffect "v_mbcnt_lo_u32_b32 $0, 0x55555555, 0", "=v"() #3, !srcloc !25
  %28 = shl i32 %10, 3
  %29 = zext i32 %28 to i64
  %30 = getelementptr inbounds nuw i32, ptr addrspace(1) %1, i64 %29
  store i32 %14, ptr addrspace(1) %30, align 4, !tbaa !5
  %31 = getelementptr inbounds nuw i8, ptr addrspace(1) %30, i64 4
  store i32 %15, ptr addrspace(1) %31, align 4, !tbaa !5
  %32 = getelementptr inbounds nuw i8, ptr addrspace(1) %30, i64 8
  store i32 %17, ptr addrspace(1) %32, align 4, !tbaa !5
  %33 = getelementptr inbounds nuw i8, ptr addrspace(1) %30, i64 12
  store i32 %18, ptr addrspace(1) %33, align 4, !tbaa !5
  %34 = getelementptr inbounds nuw i8, ptr addrspace(1) %30, i64 16
  store i32 %19, ptr addrspace(1) %34, align 4, !tbaa !5
  %35 = getelementptr inbounds nuw i8, ptr addrspace(1) %30, i64 20
  store i32 %24, ptr addrspace(1) %35, align 4, !tbaa !5
  %36 = add i32 %26, %25
  %37 = getelementptr inbounds nuw i8, ptr addrspace(1) %30, i64 24
  store i32 %36, ptr addrspace(1) %37, align 4, !tbaa !5
  %38 = getelementptr inbounds nuw i8, ptr addrspace(1) %30, i64 28
  store i32 %27, ptr addrspace(1) %38, align 4, !tbaa !5
  ret void
}

; Function Attrs: convergent mustprogress norecurse nounwind
define protected amdgpu_kernel void @asm_barrier(ptr addrspace(1) noundef readonly captures(none) %0, ptr addrspace(1) noundef writeonly captures(none) %1) local_unnamed_addr #0 {
  %3 = tail call i32 @llvm.amdgcn.workitem.id.x()
  %4 = tail call i32 @llvm.amdgcn.workgroup.id.x()
  %5 = tail call ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr()
  %6 = getelementptr inbounds nuw i8, ptr addrspace(4) %5, i64 12
  %7 = load i16, ptr addrspace(4) %6, align 4, !tbaa !14
  %8 = zext i16 %7 to i32
  %9 = mul i32 %4, %8
  %10 = add i32 %9, %3
  %11 = zext i32 %10 to i64
  %12 = getelementptr inbounds nuw i32, ptr addrspace(1) %0, i64 %11
  %13 = load i32, ptr addrspace(1) %12, align 4, !tbaa !5
  %14 = getelementptr inbounds nuw i32, ptr addrspace(3) @_ZZ11asm_barrierE3lds, i32 %3
  store i32 %13, ptr addrspace(3) %14, align 4, !tbaa !5
  tail call void asm sideeffect "s_waitcnt lgkmcnt(0)\0A\09s_barrier", "~{memory}"() #3, !srcloc !26
  %15 = trunc nuw nsw i32 %3 to i16
  %16 = add nuw nsw i16 %15, 64
  %17 = urem i16 %16, %7
  %18 = zext nneg i16 %17 to i32
  %19 = getelementptr inbounds nuw i32, ptr addrspace(3) @_ZZ11asm_barrierE3lds, i32 %18
  %20 = load i32, ptr addrspace(3) %19, align 4, !tbaa !5
  %21 = getelementptr inbounds nuw i32, ptr addrspace(1) %1, i64 %11
  store i32 %20, ptr addrspace(1) %21, align 4, !tbaa !5
  ret void
}

; Function Attrs: convergent mustprogress norecurse nounwind
define protected amdgpu_kernel void @asm_unmodelled(ptr addrspace(1) noundef readonly captures(none) %0, ptr addrspace(1) noundef writeonly captures(none) %1) local_unnamed_addr #0 {
  %3 = tail call i32 @llvm.amdgcn.workgroup.id.x()
  %4 = tail call ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr()
  %5 = getelementptr inbounds nuw i8, ptr addrspace(4) %4, i64 12
  %6 = load i16, ptr addrspace(4) %5, align 4, !tbaa !14
  %7 = zext i16 %6 to i32
  %8 = mul i32 %3, %7
  %9 = tail call i32 @llvm.amdgcn.workitem.id.x()
  %10 = add i32 %8, %9
  %11 = zext i32 %10 to i64
  %12 = getelementptr inbounds nuw i32, ptr addrspace(1) %0, i64 %11
  %13 = load i32, ptr addrspace(1) %12, align 4, !tbaa !5
  %14 = tail call i32 asm sideeffect "v_add_u32 $0, $1, $1", "=v,v"(i32 %13) #3, !srcloc !27
  %15 = getelementptr inbounds nuw i32, ptr addrspace(1) %1, i64 %11
  store i32 %14, ptr addrspace(1) %15, align 4, !tbaa !5
  ret void
}

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind willreturn memory(none)
declare i32 @llvm.amdgcn.mbcnt.lo(i32, i32) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef align 4 ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.amdgcn.workgroup.id.x() #2

attributes #0 = { convergent mustprogress norecurse nounwind "amdgpu-flat-work-group-size"="1,1024" "amdgpu-no-cluster-id-x" "amdgpu-no-cluster-id-y" "amdgpu-no-cluster-id-z" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-dispatch-ptr" "amdgpu-no-flat-scratch-init" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-x" "amdgpu-no-workgroup-id-y" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-x" "amdgpu-no-workitem-id-y" "amdgpu-no-workitem-id-z" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx1100" "target-features"="+16-bit-insts,+atomic-fadd-rtn-insts,+atomic-fmin-fmax-global-f32,+ci-insts,+cube-insts,+cvt-pknorm-vop2-insts,+dl-insts,+dot10-insts,+dot12-insts,+dot5-insts,+dot7-insts,+dot8-insts,+dot9-insts,+dpp,+gfx10-3-insts,+gfx10-insts,+gfx11-insts,+gfx8-insts,+gfx9-insts,+lerp-inst,+qsad-insts,+sad-insts,+wavefrontsize32" "uniform-work-group-size"="true" }
attributes #1 = { mustprogress nocallback nocreateundeforpoison nofree nosync nounwind willreturn memory(none) }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { convergent nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}
!llvm.errno.tbaa = !{!5, !9}
!opencl.ocl.version = !{!13}

!0 = !{i32 1, !"amdhsa_code_object_version", i32 600}
!1 = !{i32 1, !"amdgpu_printf_kind", !"hostcall"}
!2 = !{i32 1, !"wchar_size", i32 4}
!3 = !{i32 8, !"PIC Level", i32 2}
!4 = !{!"Debian clang version 22.1.8 (1~deb12u1)"}
!5 = !{!6, !6, i64 0}
!6 = !{!"int", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C++ TBAA"}
!9 = !{!10, !10, i64 0}
!10 = !{!"int", !11, i64 0}
!11 = !{!"omnipotent char", !12, i64 0}
!12 = !{!"Simple C/C++ TBAA"}
!13 = !{i32 2, i32 0}
!14 = !{!15, !15, i64 0}
!15 = !{!"short", !11, i64 0}
!16 = !{i64 480}
!17 = !{i64 570, i64 580, i64 604}
!18 = !{i64 672}
!19 = !{i64 825}
!20 = !{i64 1020}
!21 = !{i64 1203, i64 1250}
!22 = !{i64 1419, i64 1448}
!23 = !{i64 1645}
!24 = !{i64 1711}
!25 = !{i64 1842}
!26 = !{i64 2327, i64 2350}
!27 = !{i64 2677}
