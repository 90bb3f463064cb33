; ModuleID = 'tile2d.hip'
source_filename = "tile2d.hip"
target datalayout = "e-m:e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128:128:48-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

@__hip_cuid_e4888f562d0b2ab4 = addrspace(1) global i8 0
@llvm.compiler.used = appending addrspace(1) global [1 x ptr] [ptr addrspacecast (ptr addrspace(1) @__hip_cuid_e4888f562d0b2ab4 to ptr)], section "llvm.metadata"

; Function Attrs: convergent mustprogress nofree norecurse nounwind willreturn memory(argmem: readwrite)
define protected amdgpu_kernel void @tile2d(ptr addrspace(1) noundef readonly captures(none) %0, ptr addrspace(1) noundef writeonly captures(none) %1, ptr addrspace(1) noundef writeonly captures(none) %2, i32 noundef %3) local_unnamed_addr #0 {
  %5 = tail call noundef i32 @llvm.amdgcn.workgroup.id.x()
  %6 = tail call align 8 dereferenceable(256) ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr()
  %7 = getelementptr inbounds nuw i8, ptr addrspace(4) %6, i64 12
  %8 = load i16, ptr addrspace(4) %7, align 4, !range !9, !invariant.load !10, !noundef !10
  %9 = zext nneg i16 %8 to i32
  %10 = mul i32 %5, %9
  %11 = tail call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x()
  %12 = add i32 %10, %11
  %13 = tail call noundef i32 @llvm.amdgcn.workgroup.id.y()
  %14 = getelementptr inbounds nuw i8, ptr addrspace(4) %6, i64 14
  %15 = load i16, ptr addrspace(4) %14, align 2, !range !9, !invariant.load !10, !noundef !10
  %16 = zext nneg i16 %15 to i32
  %17 = mul i32 %13, %16
  %18 = tail call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.y()
  %19 = add i32 %17, %18
  %20 = mul i32 %19, %3
  %21 = add i32 %12, %20
  %22 = zext i32 %21 to i64
  %23 = getelementptr inbounds nuw i32, ptr addrspace(1) %0, i64 %22
  %24 = load i32, ptr addrspace(1) %23, align 4, !tbaa !5
  %25 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0)
  %26 = tail call noundef i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %25)
  %27 = and i32 %26, -64
  %28 = add nsw i32 %27, 64
  %29 = xor i32 %26, 1
  %30 = icmp slt i32 %29, %28
  %31 = select i1 %30, i32 %29, i32 %26
  %32 = shl i32 %31, 2
  %33 = tail call noundef i32 @llvm.amdgcn.ds.bpermute(i32 %32, i32 %24)
  %34 = add i32 %33, %24
  %35 = xor i32 %26, 2
  %36 = icmp slt i32 %35, %28
  %37 = select i1 %36, i32 %35, i32 %26
  %38 = shl i32 %37, 2
  %39 = tail call noundef i32 @llvm.amdgcn.ds.bpermute(i32 %38, i32 %34)
  %40 = add i32 %39, %34
  %41 = xor i32 %26, 4
  %42 = icmp slt i32 %41, %28
  %43 = select i1 %42, i32 %41, i32 %26
  %44 = shl i32 %43, 2
  %45 = tail call noundef i32 @llvm.amdgcn.ds.bpermute(i32 %44, i32 %40)
  %46 = add i32 %45, %40
  %47 = xor i32 %26, 8
  %48 = icmp slt i32 %47, %28
  %49 = select i1 %48, i32 %47, i32 %26
  %50 = shl i32 %49, 2
  %51 = tail call noundef i32 @llvm.amdgcn.ds.bpermute(i32 %50, i32 %46)
  %52 = add i32 %51, %46
  %53 = xor i32 %26, 16
  %54 = icmp slt i32 %53, %28
  %55 = select i1 %54, i32 %53, i32 %26
  %56 = shl i32 %55, 2
  %57 = tail call noundef i32 @llvm.amdgcn.ds.bpermute(i32 %56, i32 %52)
  %58 = add i32 %57, %52
  %59 = xor i32 %26, 32
  %60 = icmp slt i32 %59, %28
  %61 = select i1 %60, i32 %59, i32 %26
  %62 = shl i32 %61, 2
  %63 = tail call noundef i32 @llvm.amdgcn.ds.bpermute(i32 %62, i32 %58)
  %64 = add i32 %63, %58
  %65 = mul nuw nsw i32 %18, %9
  %66 = add nuw nsw i32 %65, %11
  %67 = getelementptr inbounds nuw i32, ptr addrspace(1) %1, i64 %22
  store i32 %64, ptr addrspace(1) %67, align 4, !tbaa !5
  %68 = shl nuw nsw i32 %66, 2
  %69 = and i32 %68, 16776960
  %70 = or i32 %26, %69
  %71 = getelementptr inbounds nuw i32, ptr addrspace(1) %2, i64 %22
  store i32 %70, ptr addrspace(1) %71, align 4, !tbaa !5
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.amdgcn.workgroup.id.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef align 4 ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.amdgcn.workgroup.id.y() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.y() #1

; Function Attrs: convergent mustprogress nocallback nofree nounwind willreturn memory(none)
declare i32 @llvm.amdgcn.ds.bpermute(i32, i32) #2

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind willreturn memory(none)
declare i32 @llvm.amdgcn.mbcnt.lo(i32, i32) #3

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind willreturn memory(none)
declare i32 @llvm.amdgcn.mbcnt.hi(i32, i32) #3

attributes #0 = { convergent mustprogress nofree norecurse nounwind willreturn memory(argmem: readwrite) "amdgpu-flat-work-group-size"="1,1024" "amdgpu-no-cluster-id-x" "amdgpu-no-cluster-id-y" "amdgpu-no-cluster-id-z" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-dispatch-ptr" "amdgpu-no-flat-scratch-init" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-x" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-x" "amdgpu-no-workitem-id-z" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx1200" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-buffer-pk-add-bf16-inst,+atomic-ds-pk-add-16-insts,+atomic-fadd-rtn-insts,+atomic-flat-pk-add-16-insts,+atomic-fmin-fmax-global-f32,+atomic-global-pk-add-bf16-inst,+ci-insts,+cube-insts,+cvt-pknorm-vop2-insts,+dl-insts,+dot10-insts,+dot11-insts,+dot12-insts,+dot7-insts,+dot8-insts,+dot9-insts,+dpp,+fp8-conversion-insts,+gfx10-3-insts,+gfx10-insts,+gfx11-insts,+gfx12-insts,+gfx8-insts,+gfx9-insts,+lerp-inst,+qsad-insts,+sad-insts,+wavefrontsize64" "uniform-work-group-size"="true" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { convergent mustprogress nocallback nofree nounwind willreturn memory(none) }
attributes #3 = { mustprogress nocallback nocreateundeforpoison nofree nosync nounwind willreturn memory(none) }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}
!llvm.errno.tbaa = !{!5}

!0 = !{i32 1, !"amdhsa_code_object_version", i32 500}
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
