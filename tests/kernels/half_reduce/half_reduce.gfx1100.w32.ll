; ModuleID = 'half_reduce.hip'
source_filename = "half_reduce.hip"
target datalayout = "e-m:e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128:128:48-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

@__hip_cuid_b5431351d55a5acc = addrspace(1) global i8 0
@llvm.compiler.used = appending addrspace(1) global [1 x ptr] [ptr addrspacecast (ptr addrspace(1) @__hip_cuid_b5431351d55a5acc to ptr)], section "llvm.metadata"

; Function Attrs: convergent mustprogress nofree norecurse nounwind willreturn memory(argmem: readwrite)
define protected amdgpu_kernel void @half_reduce(ptr addrspace(1) noundef readonly captures(none) %0, ptr addrspace(1) noundef writeonly captures(none) %1, ptr addrspace(1) noundef readonly captures(none) %2, ptr addrspace(1) noundef writeonly captures(none) %3) local_unnamed_addr #0 {
  %5 = tail call noundef i32 @llvm.amdgcn.workgroup.id.x()
  %6 = tail call align 8 dereferenceable(256) ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr()
  %7 = getelementptr inbounds nuw i8, ptr addrspace(4) %6, i64 12
  %8 = load i16, ptr addrspace(4) %7, align 4, !range !9, !invariant.load !10, !noundef !10
  %9 = zext nneg i16 %8 to i32
  %10 = mul i32 %5, %9
  %11 = tail call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x()
  %12 = add i32 %10, %11
  %13 = zext i32 %12 to i64
  %14 = getelementptr inbounds nuw half, ptr addrspace(1) %0, i64 %13
  %15 = load half, ptr addrspace(1) %14, align 2, !tbaa !11
  %16 = getelementptr inbounds nuw bfloat, ptr addrspace(1) %2, i64 %13
  %17 = load bfloat, ptr addrspace(1) %16, align 2, !tbaa !13
  %18 = tail call noundef i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0)
  %19 = and i32 %18, -32
  %20 = add nsw i32 %19, 32
  %21 = bitcast half %15 to i16
  %22 = zext i16 %21 to i32
  %23 = xor i32 %18, 1
  %24 = icmp slt i32 %23, %20
  %25 = select i1 %24, i32 %23, i32 %18
  %26 = shl i32 %25, 2
  %27 = tail call noundef i32 @llvm.amdgcn.ds.bpermute(i32 %26, i32 range(i32 0, 65536) %22)
  %28 = trunc i32 %27 to i16
  %29 = bitcast i16 %28 to half
  %30 = fadd contract half %15, %29
  %31 = bitcast bfloat %17 to i16
  %32 = zext i16 %31 to i32
  %33 = tail call noundef i32 @llvm.amdgcn.ds.bpermute(i32 %26, i32 range(i32 0, 65536) %32)
  %34 = trunc i32 %33 to i16
  %35 = bitcast i16 %34 to bfloat
  %36 = fadd contract bfloat %17, %35
  %37 = bitcast half %30 to i16
  %38 = zext i16 %37 to i32
  %39 = xor i32 %18, 2
  %40 = icmp slt i32 %39, %20
  %41 = select i1 %40, i32 %39, i32 %18
  %42 = shl i32 %41, 2
  %43 = tail call noundef i32 @llvm.amdgcn.ds.bpermute(i32 %42, i32 range(i32 0, 65536) %38)
  %44 = trunc i32 %43 to i16
  %45 = bitcast i16 %44 to half
  %46 = fadd contract half %30, %45
  %47 = bitcast bfloat %36 to i16
  %48 = zext i16 %47 to i32
  %49 = tail call noundef i32 @llvm.amdgcn.ds.bpermute(i32 %42, i32 range(i32 0, 65536) %48)
  %50 = trunc i32 %49 to i16
  %51 = bitcast i16 %50 to bfloat
  %52 = fadd contract bfloat %36, %51
  %53 = bitcast half %46 to i16
  %54 = zext i16 %53 to i32
  %55 = xor i32 %18, 4
  %56 = icmp slt i32 %55, %20
  %57 = select i1 %56, i32 %55, i32 %18
  %58 = shl i32 %57, 2
  %59 = tail call noundef i32 @llvm.amdgcn.ds.bpermute(i32 %58, i32 range(i32 0, 65536) %54)
  %60 = trunc i32 %59 to i16
  %61 = bitcast i16 %60 to half
  %62 = fadd contract half %46, %61
  %63 = bitcast bfloat %52 to i16
  %64 = zext i16 %63 to i32
  %65 = tail call noundef i32 @llvm.amdgcn.ds.bpermute(i32 %58, i32 range(i32 0, 65536) %64)
  %66 = trunc i32 %65 to i16
  %67 = bitcast i16 %66 to bfloat
  %68 = fadd contract bfloat %52, %67
  %69 = bitcast half %62 to i16
  %70 = zext i16 %69 to i32
  %71 = xor i32 %18, 8
  %72 = icmp slt i32 %71, %20
  %73 = select i1 %72, i32 %71, i32 %18
  %74 = shl i32 %73, 2
  %75 = tail call noundef i32 @llvm.amdgcn.ds.bpermute(i32 %74, i32 range(i32 0, 65536) %70)
  %76 = trunc i32 %75 to i16
  %77 = bitcast i16 %76 to half
  %78 = fadd contract half %62, %77
  %79 = bitcast bfloat %68 to i16
  %80 = zext i16 %79 to i32
  %81 = tail call noundef i32 @llvm.amdgcn.ds.bpermute(i32 %74, i32 range(i32 0, 65536) %80)
  %82 = trunc i32 %81 to i16
  %83 = bitcast i16 %82 to bfloat
  %84 = fadd contract bfloat %68, %83
  %85 = bitcast half %78 to i16
  %86 = zext i16 %85 to i32
  %87 = xor i32 %18, 16
  %88 = icmp slt i32 %87, %20
  %89 = select i1 %88, i32 %87, i32 %18
  %90 = shl i32 %89, 2
  %91 = tail call noundef i32 @llvm.amdgcn.ds.bpermute(i32 %90, i32 range(i32 0, 65536) %86)
  %92 = trunc i32 %91 to i16
  %93 = bitcast i16 %92 to half
  %94 = fadd contract half %78, %93
  %95 = bitcast bfloat %84 to i16
  %96 = zext i16 %95 to i32
  %97 = tail call noundef i32 @llvm.amdgcn.ds.bpermute(i32 %90, i32 range(i32 0, 65536) %96)
  %98 = trunc i32 %97 to i16
  %99 = bitcast i16 %98 to bfloat
  %100 = fadd contract bfloat %84, %99
  %101 = getelementptr inbounds nuw half, ptr addrspace(1) %1, i64 %13
  store half %94, ptr addrspace(1) %101, align 2, !tbaa !11
  %102 = getelementptr inbounds nuw bfloat, ptr addrspace(1) %3, i64 %13
  store bfloat %100, ptr addrspace(1) %102, align 2, !tbaa !13
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.amdgcn.workgroup.id.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef align 4 ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x() #1

; Function Attrs: convergent mustprogress nocallback nofree nounwind willreturn memory(none)
declare i32 @llvm.amdgcn.ds.bpermute(i32, i32) #2

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind willreturn memory(none)
declare i32 @llvm.amdgcn.mbcnt.lo(i32, i32) #3

attributes #0 = { convergent mustprogress nofree norecurse nounwind willreturn memory(argmem: readwrite) "amdgpu-flat-work-group-size"="1,1024" "amdgpu-no-cluster-id-x" "amdgpu-no-cluster-id-y" "amdgpu-no-cluster-id-z" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-dispatch-ptr" "amdgpu-no-flat-scratch-init" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-x" "amdgpu-no-workgroup-id-y" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-x" "amdgpu-no-workitem-id-y" "amdgpu-no-workitem-id-z" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx1100" "target-features"="+16-bit-insts,+atomic-fadd-rtn-insts,+atomic-fmin-fmax-global-f32,+ci-insts,+cube-insts,+cvt-pknorm-vop2-insts,+dl-insts,+dot10-insts,+dot12-insts,+dot5-insts,+dot7-insts,+dot8-insts,+dot9-insts,+dpp,+gfx10-3-insts,+gfx10-insts,+gfx11-insts,+gfx8-insts,+gfx9-insts,+lerp-inst,+qsad-insts,+sad-insts,+wavefrontsize32" "uniform-work-group-size"="true" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { convergent mustprogress nocallback nofree nounwind willreturn memory(none) }
attributes #3 = { mustprogress nocallback nocreateundeforpoison nofree nosync nounwind willreturn memory(none) }

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
!11 = !{!12, !12, i64 0}
!12 = !{!"_Float16", !7, i64 0}
!13 = !{!14, !14, i64 0}
!14 = !{!"__bf16", !7, i64 0}
