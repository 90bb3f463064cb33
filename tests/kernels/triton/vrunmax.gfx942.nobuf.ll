; ModuleID = 'LLVMDialectModule'
source_filename = "LLVMDialectModule"
target datalayout = "e-m:e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128:128:48-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgpu9.42-amd-amdhsa"

@global_smem = external local_unnamed_addr addrspace(3) global [0 x i8], align 16

; Function Attrs: mustprogress norecurse nounwind willreturn
define amdgpu_kernel void @vrunmax(ptr addrspace(1) inreg nofree readonly captures(none) %0, ptr addrspace(1) inreg nofree writeonly captures(none) %1, ptr addrspace(1) inreg nofree readnone captures(none) %2, ptr addrspace(1) inreg nofree readnone captures(none) %3) local_unnamed_addr #0 !dbg !4 {
  %5 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !11
  %6 = lshr i32 %5, 6, !dbg !11
  %7 = and i32 %6, 3, !dbg !11
  %8 = tail call i32 @llvm.amdgcn.readfirstlane.i32(i32 %7), !dbg !12
  %9 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !13
  %10 = shl i32 %9, 8, !dbg !13
  %11 = and i32 %5, 63, !dbg !12
  %12 = shl i32 %8, 6, !dbg !12
  %.masked = and i32 %12, 192, !dbg !12
  %13 = or disjoint i32 %.masked, %10, !dbg !13
  %14 = or disjoint i32 %13, %11, !dbg !13
  %15 = sext i32 %14 to i64, !dbg !14
  %16 = getelementptr [4 x i8], ptr addrspace(1) %0, i64 %15, !dbg !14
  %17 = load <1 x float>, ptr addrspace(1) %16, align 4, !dbg !15
  %18 = extractelement <1 x float> %17, i64 0, !dbg !15
  %19 = bitcast float %18 to i32, !dbg !16
  %20 = tail call i32 @llvm.usub.sat.i32(i32 %11, i32 1), !dbg !16
  %21 = shl nuw nsw i32 %20, 2, !dbg !16
  %22 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %21, i32 %19), !dbg !16
  %23 = bitcast i32 %22 to float, !dbg !16
  %.not = icmp eq i32 %11, 0, !dbg !16
  %24 = tail call float @llvm.maxnum.f32(float %23, float %18), !dbg !17
  %25 = select i1 %.not, float %18, float %24, !dbg !16
  %26 = bitcast float %25 to i32, !dbg !16
  %27 = icmp samesign ult i32 %11, 2, !dbg !16
  %28 = shl nuw nsw i32 %11, 2, !dbg !16
  %29 = add nsw i32 %28, -8, !dbg !16
  %30 = select i1 %27, i32 %28, i32 %29, !dbg !16
  %31 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %30, i32 %26), !dbg !16
  %32 = bitcast i32 %31 to float, !dbg !16
  %33 = icmp samesign ugt i32 %11, 1, !dbg !16
  %34 = tail call float @llvm.maxnum.f32(float %32, float %25), !dbg !17
  %35 = select i1 %33, float %34, float %25, !dbg !16
  %36 = bitcast float %35 to i32, !dbg !16
  %37 = icmp samesign ult i32 %11, 4, !dbg !16
  %38 = add nsw i32 %28, -16, !dbg !16
  %39 = select i1 %37, i32 %28, i32 %38, !dbg !16
  %40 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %39, i32 %36), !dbg !16
  %41 = bitcast i32 %40 to float, !dbg !16
  %42 = icmp samesign ugt i32 %11, 3, !dbg !16
  %43 = tail call float @llvm.maxnum.f32(float %41, float %35), !dbg !17
  %44 = select i1 %42, float %43, float %35, !dbg !16
  %45 = bitcast float %44 to i32, !dbg !16
  %46 = icmp samesign ult i32 %11, 8, !dbg !16
  %47 = add nsw i32 %28, -32, !dbg !16
  %48 = select i1 %46, i32 %28, i32 %47, !dbg !16
  %49 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %48, i32 %45), !dbg !16
  %50 = bitcast i32 %49 to float, !dbg !16
  %51 = icmp samesign ugt i32 %11, 7, !dbg !16
  %52 = tail call float @llvm.maxnum.f32(float %50, float %44), !dbg !17
  %53 = select i1 %51, float %52, float %44, !dbg !16
  %54 = bitcast float %53 to i32, !dbg !16
  %55 = icmp samesign ult i32 %11, 16, !dbg !16
  %56 = add nsw i32 %28, -64, !dbg !16
  %57 = select i1 %55, i32 %28, i32 %56, !dbg !16
  %58 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %57, i32 %54), !dbg !16
  %59 = bitcast i32 %58 to float, !dbg !16
  %60 = icmp samesign ugt i32 %11, 15, !dbg !16
  %61 = tail call float @llvm.maxnum.f32(float %59, float %53), !dbg !17
  %62 = select i1 %60, float %61, float %53, !dbg !16
  %63 = bitcast float %62 to i32, !dbg !16
  %64 = icmp samesign ult i32 %11, 32, !dbg !16
  %65 = add nsw i32 %28, -128, !dbg !16
  %66 = select i1 %64, i32 %28, i32 %65, !dbg !16
  %67 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %66, i32 %63), !dbg !16
  %68 = bitcast i32 %67 to float, !dbg !16
  %69 = tail call float @llvm.maxnum.f32(float %68, float %62), !dbg !17
  %70 = icmp eq i32 %11, 63, !dbg !16
  br i1 %70, label %71, label %73, !dbg !16

71:                                               ; preds = %4
  %72 = getelementptr [4 x i8], ptr addrspace(3) @global_smem, i32 %7
  store float %69, ptr addrspace(3) %72, align 4, !dbg !16
  br label %73, !dbg !16

73:                                               ; preds = %71, %4
  %74 = icmp samesign ugt i32 %11, 31, !dbg !16
  %75 = select i1 %74, float %69, float %62, !dbg !16
  %76 = getelementptr [4 x i8], ptr addrspace(1) %1, i64 %15, !dbg !20
  fence syncscope("workgroup") release, !dbg !16, !mmra !21
  tail call void @llvm.amdgcn.s.barrier(), !dbg !16
  fence syncscope("workgroup") acquire, !dbg !16, !mmra !21
  %.not1 = icmp eq i32 %7, 0, !dbg !16
  %77 = load float, ptr addrspace(3) @global_smem, align 16, !dbg !16
  %78 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 4), align 4, !dbg !16
  %79 = icmp samesign ugt i32 %7, 1, !dbg !16
  %80 = tail call float @llvm.maxnum.f32(float %77, float %78), !dbg !17
  %81 = select i1 %79, float %80, float %77, !dbg !16
  %82 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8), align 8, !dbg !16
  %83 = icmp eq i32 %7, 3, !dbg !16
  %84 = tail call float @llvm.maxnum.f32(float %80, float %82), !dbg !17
  %85 = select i1 %83, float %84, float %81, !dbg !16
  %86 = tail call float @llvm.maxnum.f32(float %85, float %75), !dbg !17
  %87 = select i1 %.not1, float %75, float %86, !dbg !16
  %88 = insertelement <1 x float> poison, float %87, i64 0, !dbg !11
  store <1 x float> %88, ptr addrspace(1) %76, align 4, !dbg !11
  ret void, !dbg !22
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x() #1

; Function Attrs: convergent mustprogress nocallback nocreateundeforpoison nofree nounwind willreturn memory(none)
declare i32 @llvm.amdgcn.readfirstlane.i32(i32) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.amdgcn.workgroup.id.x() #1

; Function Attrs: convergent mustprogress nocallback nofree nounwind willreturn memory(none)
declare i32 @llvm.amdgcn.ds.bpermute(i32, i32) #3

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.maxnum.f32(float, float) #4

; Function Attrs: convergent mustprogress nocallback nofree nounwind willreturn
declare void @llvm.amdgcn.s.barrier() #5

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.usub.sat.i32(i32, i32) #6

attributes #0 = { mustprogress norecurse nounwind willreturn "amdgpu-agpr-alloc"="0" "amdgpu-cluster-dims"="1,1,1" "amdgpu-flat-work-group-size"="1,256" "amdgpu-no-cluster-id-x" "amdgpu-no-cluster-id-y" "amdgpu-no-cluster-id-z" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-dispatch-ptr" "amdgpu-no-flat-scratch-init" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-implicitarg-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-x" "amdgpu-no-workgroup-id-y" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-x" "amdgpu-no-workitem-id-y" "amdgpu-no-workitem-id-z" "amdgpu-no-wwm" "denormal-fp-math-f32"="ieee" "uniform-work-group-size" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { convergent mustprogress nocallback nocreateundeforpoison nofree nounwind willreturn memory(none) }
attributes #3 = { convergent mustprogress nocallback nofree nounwind willreturn memory(none) }
attributes #4 = { mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #5 = { convergent mustprogress nocallback nofree nounwind willreturn }
attributes #6 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3}

!0 = distinct !DICompileUnit(language: DW_LANG_C, file: !1, producer: "triton", isOptimized: true, runtimeVersion: 0, emissionKind: LineTablesOnly)
!1 = !DIFile(filename: "kernels.py", directory: ".")
!2 = !{i32 2, !"Debug Info Version", i32 3}
!3 = !{i32 1, !"amdhsa_code_object_version", i32 500}
!4 = distinct !DISubprogram(name: "vrunmax", linkageName: "vrunmax", scope: !1, file: !1, line: 56, type: !5, scopeLine: 56, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!5 = !DISubroutineType(cc: DW_CC_normal, types: !6)
!6 = !{null, !7, !7, !9, !9}
!7 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "pointer", baseType: !8, size: 64, dwarfAddressSpace: 1)
!8 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!9 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "pointer", baseType: !10, size: 64, dwarfAddressSpace: 1)
!10 = !DIBasicType(name: "unknown_type", encoding: DW_ATE_signed)
!11 = !DILocation(line: 59, column: 5, scope: !4)
!12 = !DILocation(line: 58, column: 39, scope: !4)
!13 = !DILocation(line: 58, column: 12, scope: !4)
!14 = !DILocation(line: 59, column: 54, scope: !4)
!15 = !DILocation(line: 59, column: 46, scope: !4)
!16 = !DILocation(line: 59, column: 26, scope: !4)
!17 = !DILocation(line: 52, column: 12, scope: !18, inlinedAt: !19)
!18 = distinct !DILexicalBlockFile(scope: !4, file: !1, discriminator: 0)
!19 = !DILocation(line: 59, column: 26, scope: !18)
!20 = !DILocation(line: 59, column: 14, scope: !4)
!21 = !{!"amdgpu-synchronize-as", !"local"}
!22 = !DILocation(line: 56, column: 1, scope: !4)
